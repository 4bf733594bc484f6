import { ComingSoon } from '../../components/coming-soon';

export default function LandingImagesAdminScreen() {
  return (
    <ComingSoon title="Landing images">
      Upload or remove the two large images of the public site: the landing image on the home page and the image on the services page.
    </ComingSoon>
  );
}
