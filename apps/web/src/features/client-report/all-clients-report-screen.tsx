import { ComingSoon } from '../../components/coming-soon';

export default function AllClientsReportScreen() {
  return (
    <ComingSoon title="Reports">
      Totals of action plans, time diary entries and coaching minutes for every client and every region, for a date range or a year, ready
      for funders' reporting.
    </ComingSoon>
  );
}
