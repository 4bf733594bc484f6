import { ComingSoon } from '../../components/coming-soon';

export default function ServicesContentAdminScreen() {
  return (
    <ComingSoon title="Services content">
      Edit the sections of text on the public Services page that describe each coaching and training program.
    </ComingSoon>
  );
}
