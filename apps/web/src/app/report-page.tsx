import { ROLES } from '@tc/contract/roles';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { selectAuth } from '@/features/auth/auth-slice';
import AllClientsReportScreen from '@/features/client-report/all-clients-report-screen';
import { useRegions } from '@/features/regions/use-regions';
import { useCoachOptions } from '@/lib/use-coach-options';

/** /report, composed here: the all-clients report (client-report) filtered by the regions (regions) and coaches. */
export default function ReportPage() {
  const { user } = useSelector(selectAuth);
  // Only an administrator gets this report: anyone else sees the server's refusal, without the filter lists' own refusals too.
  const admin = user?.category_id === ROLES.ADMIN;
  const { regions } = useRegions(admin);
  const { coaches } = useCoachOptions(admin);
  const regionNames = useMemo(() => regions.map((r) => r.name), [regions]);
  return <AllClientsReportScreen regionNames={regionNames} coaches={coaches} />;
}
