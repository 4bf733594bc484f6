import { useParams } from 'react-router';
import { NothingPublished } from '../../components/nothing-published';

export default function NewsPostScreen() {
  const { id } = useParams();
  return (
    <NothingPublished
      title="News post"
      description="A news item, event or blog post from the centre."
      what={`The news item, event or blog post number ${id ?? ''} has not been published, or is not available any more.`}
    />
  );
}
