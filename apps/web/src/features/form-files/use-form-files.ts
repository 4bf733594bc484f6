import type { FormFile } from '@tc/contract/content';
import { useSelector } from 'react-redux';
import type { CollectionState } from '../../lib/collection-slice';
import { pageLoad, usePageLoad } from '../../lib/page-load';
import { fetchFormFiles } from './form-files-slice';
import { lookUpFormFile } from './resource-lookup';

const selectItems = (state: { formFiles: CollectionState<FormFile> }) => state.formFiles.items;

/** The forms the person may see, loaded by the resource pages' routes. */
export const formFilesLoad = pageLoad<FormFile[]>('formFiles', (dispatch) => dispatch(fetchFormFiles()));

/** One form for its page (none for an address without an id: a 404). */
export const formFileLoad = (id: number | null) =>
  pageLoad<FormFile>(
    `formFile/${id}`,
    (dispatch) =>
      id === null ? Promise.resolve({ meta: { requestStatus: 'rejected' }, error: { status: 404 } }) : dispatch(lookUpFormFile(id)),
    true,
  );

/**
 * The forms the person may see, in their order: a visitor gets the public ones,
 * a signed-in member the members-only ones too. `publicOnly` keeps the public
 * pages public whoever looks at them.
 */
export function useFormFiles({ publicOnly }: { publicOnly: boolean }) {
  // The members' library is private: no route loader loads it.
  const loaded = usePageLoad(formFilesLoad, { everyOpen: !publicOnly });
  const all = useSelector(selectItems);
  return { ...loaded, files: publicOnly ? all.filter((f) => f.is_public) : all };
}
