import { NothingPublished } from '../../components/nothing-published';

export default function ResourcesScreen() {
  return (
    <NothingPublished
      title="Resources"
      description="Free forms, templates and guides for running a childcare business in Alberta."
      what="Free forms, templates and guides for running a childcare business, such as budgeting workbooks and policy templates, will be available to download here."
    />
  );
}
