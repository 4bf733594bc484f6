import type { FormFile } from '@tc/contract/content';
import { useSelector } from 'react-redux';
import type { CollectionState } from '../../lib/collection-slice';
import { useAppDispatch } from '../../lib/store-hooks';
import { useLoaded } from '../../lib/use-loaded';
import { fetchFormFiles } from './form-files-slice';

const selectItems = (state: { formFiles: CollectionState<FormFile> }) => state.formFiles.items;

/**
 * The forms the person may see, in their order: a visitor gets the public ones,
 * a signed-in member the members-only ones too. `publicOnly` keeps the public
 * pages public whoever looks at them.
 */
export function useFormFiles({ publicOnly }: { publicOnly: boolean }) {
  const dispatch = useAppDispatch();
  const stored = useSelector(selectItems);
  const loaded = useLoaded<FormFile[]>(() => dispatch(fetchFormFiles()));
  const all = loaded.data ?? stored;
  return { ...loaded, files: publicOnly ? all.filter((f) => f.is_public) : all };
}
