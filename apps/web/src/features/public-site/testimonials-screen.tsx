import { NothingPublished } from '../../components/nothing-published';

export default function TestimonialsScreen() {
  return (
    <NothingPublished
      title="Testimonials"
      description="What Alberta childcare business owners say about coaching with the centre."
      what="Stories from the day home providers and small centre owners we have coached, in their own words, will be shared here with their permission."
    />
  );
}
