import { useParams } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';

export default function ViewResourceScreen() {
  const { resource } = useParams();
  return (
    <ComingSoon title={`Resource ${resource ?? ''}`}>
      A preview of this form or guide, with its title, file type and size, and a button to download it.
    </ComingSoon>
  );
}
