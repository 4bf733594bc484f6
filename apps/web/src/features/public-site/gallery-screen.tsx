import { NothingPublished } from '../../components/nothing-published';

export default function GalleryScreen() {
  return (
    <NothingPublished
      title="Gallery"
      description="Photos from the centre's workshops, coaching visits and community events across Alberta."
      what="Photos from our workshops, coaching visits and community events will appear here. We only publish photos of children with their guardians' written consent."
    />
  );
}
