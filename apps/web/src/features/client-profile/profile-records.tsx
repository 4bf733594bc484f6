import { useEffect, type ReactNode } from 'react';
import { paths } from '@/app/paths';
import { useAppDispatch } from '../../lib/store-hooks';
import { useReadResult } from '../../lib/api-thunk';
import { fetchProfileMilestones, fetchProfilePlans, fetchRecentEntries } from './client-profile-thunks';
import { MoreLink, RecordRows, entryRows, milestoneRows, planRows } from './profile-lists';
import { ProfileSection } from './profile-section';

interface Props {
  clientId: number;
  /** The viewer writes plans and logs time (a coach or an administrator). */
  staff: boolean;
  /** The viewer is the client. */
  own: boolean;
  recordMilestone?: ReactNode;
  /** How many plans the client has, once known ("Log time" needs one). */
  onPlansTotal: (total: number) => void;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The client's newest plans, diary entries and milestones, each with the way to all of them. */
export function ProfileRecords({ clientId, staff, own, recordMilestone, onPlansTotal }: Props) {
  const dispatch = useAppDispatch();
  // Each list comes again when a save changes it: a plan, an entry, a milestone (docs/decisions/011-read-path.md).
  const key = String(clientId);
  const plans = useReadResult(key, fetchProfilePlans.provides(clientId), () => dispatch(fetchProfilePlans(clientId)));
  const entries = useReadResult(key, fetchRecentEntries.provides(clientId), () => dispatch(fetchRecentEntries(clientId)));
  const milestones = useReadResult(key, fetchProfileMilestones.provides(clientId), () => dispatch(fetchProfileMilestones(clientId)));
  const plansTotal = plans.data?.total;
  useEffect(() => {
    if (plansTotal !== undefined) onPlansTotal(plansTotal);
  }, [plansTotal, onPlansTotal]);

  const noPlans = plansTotal === 0;
  return (
    <>
      <ProfileSection
        title="Action plans"
        what="the action plans"
        loaded={plans}
        isEmpty={(page) => page.total === 0}
        empty={
          staff
            ? 'No action plans yet. Choose “New action plan” to write the first one with the client.'
            : 'No action plans yet. Your coach writes them with you after your first meeting.'
        }
        more={(page) => (
          <MoreLink
            to={paths.actionPlans(clientId)}
            text={page.total > page.rows.length ? `See all ${count(page.total, 'action plan', 'action plans')}` : 'Open the action plans'}
          />
        )}
        testId="profile-plans"
      >
        {(page) => <RecordRows rows={planRows(page.rows)} label="Newest action plans" />}
      </ProfileSection>
      <ProfileSection
        title="Recent diary entries"
        what="the diary entries"
        loaded={entries}
        isEmpty={(page) => page.total === 0}
        empty={
          !staff
            ? 'No coaching time has been logged yet. Your coach records each meeting, call and visit here.'
            : noPlans
              ? 'No time logged yet. An intake call or paperwork can be logged without a plan; the rest is logged against one, so write a plan first.'
              : 'No time logged yet. Choose “Log time” after a meeting, call or visit.'
        }
        more={(page) => (
          <MoreLink
            to={paths.timeDiary(clientId)}
            text={
              page.total > page.rows.length ? `See all ${count(page.total, 'entry', 'entries')} in the time diary` : 'Open the time diary'
            }
          />
        )}
        testId="profile-entries"
      >
        {(page) => <RecordRows rows={entryRows(page.rows)} label="Newest diary entries" />}
      </ProfileSection>
      <ProfileSection
        title="Milestones"
        what="the milestones"
        loaded={milestones}
        isEmpty={(page) => page.total === 0}
        empty={
          staff
            ? 'No milestones yet. Choose “Record milestone” when the business reaches one, such as a licence or new spaces.'
            : 'No milestones recorded yet. Your coach records them as your business reaches them, such as a licence or new spaces.'
        }
        action={recordMilestone}
        more={(page) => (
          <MoreLink
            to={paths.clientReport(clientId)}
            text={`${page.total > page.rows.length ? `${count(page.total, 'milestone', 'milestones')} in all: see` : 'See'} them in ${own ? 'your' : 'the client'} report`}
          />
        )}
        testId="profile-milestones"
      >
        {(page) => <RecordRows rows={milestoneRows(page.rows)} label="Newest milestones" />}
      </ProfileSection>
    </>
  );
}
