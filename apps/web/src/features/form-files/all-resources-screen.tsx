import { NothingPublished } from '../../components/nothing-published';

export default function AllResourcesScreen() {
  return (
    <NothingPublished
      title="All resources"
      description="The full library of forms, templates and guides from the centre."
      what="The full library of our forms, templates and guides, sorted by topic, will be listed here."
    />
  );
}
