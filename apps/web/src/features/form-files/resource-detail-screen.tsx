import { useParams } from 'react-router';
import { NothingPublished } from '../../components/nothing-published';

export default function ResourceDetailScreen() {
  const { id } = useParams();
  return (
    <NothingPublished
      title="Resource"
      description="A form, template or guide from the centre's resource library."
      what={`The resource number ${id ?? ''} has not been published yet. Published forms and guides will show their description and a download button here.`}
    />
  );
}
