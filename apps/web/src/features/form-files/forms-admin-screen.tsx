import { ComingSoon } from '../../components/coming-soon';

export default function FormsAdminScreen() {
  return (
    <ComingSoon title="Forms">
      Upload, rename, replace and delete the downloadable forms and guides, and choose whether each one is public or for members only.
    </ComingSoon>
  );
}
