import { NothingPublished } from '../../components/nothing-published';

export default function NewsScreen() {
  return (
    <NothingPublished
      title="News and events"
      description="News, upcoming workshops and events for childcare businesses in Alberta."
      what="Announcements, upcoming workshops, information sessions and articles for childcare business owners will be listed here."
    />
  );
}
