import { NothingPublished } from '../../components/nothing-published';

export default function ServicesScreen() {
  return (
    <NothingPublished
      title="Services"
      description="Coaching, training and business tools for licensed and approved childcare businesses in Alberta."
      what="Our programs for childcare microbusinesses, from one-to-one business coaching to workshops on budgeting, licensing and marketing, will be described here."
    />
  );
}
