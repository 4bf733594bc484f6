import type { FormFile } from '@tc/contract/content';
import { AdminScreen } from '../../components/content-admin/admin-screen';
import { DownloadButton } from './download-button';
import { formFilesAdmin } from './form-files-admin';

/** /forms: upload, describe, replace, reorder, delete and restore the downloadable forms and guides. */
export default function FormsAdminPage() {
  return (
    <AdminScreen
      title="Forms"
      intro="The forms, templates and guides of the Resources pages. A public file is for everyone; a members-only file is for signed-in coaches and clients."
      sections={[
        {
          key: 'forms',
          label: 'Forms and guides',
          intro: 'Upload a file with its title; choose a new file later to replace it without changing its link.',
          source: formFilesAdmin,
          // An admin list row is a form file as the list call answered it.
          renderExtra: (item) => <DownloadButton file={item as unknown as FormFile} size="small" />,
        },
      ]}
    />
  );
}
