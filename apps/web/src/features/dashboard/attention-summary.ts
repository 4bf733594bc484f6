import { type Dashboard, NUDGE_DAYS } from '@tc/contract/dashboard';
import { plural } from './dashboard-format';

export interface AttentionSummary {
  /** Whether anything waits for someone to act. */
  pending: boolean;
  text: string;
}

const list = (parts: string[]) => (parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`);

/** One line of what needs a coach's or an administrator's attention today; null for a client (who has no nudges). */
export function attentionSummary(d: Dashboard): AttentionSummary | null {
  if (d.role === 'coach') {
    const { clients, plans } = d.nudges;
    const overdue = d.overdue?.total ?? 0;
    const late = overdue > 0 ? `${plural(overdue, 'step or plan', 'steps or plans')} ${overdue === 1 ? 'is' : 'are'} overdue.` : '';
    const parts = [
      ...(clients.total > 0 ? [plural(clients.total, 'client')] : []),
      ...(plans.total > 0 ? [plural(plans.total, 'plan')] : []),
    ];
    if (parts.length === 0)
      return overdue > 0
        ? { pending: true, text: late }
        : {
            pending: false,
            text: `Nothing needs a nudge: every client and plan of yours had a diary entry in the last ${NUDGE_DAYS} days.`,
          };
    const verb = clients.total + plans.total === 1 ? 'has' : 'have';
    const stale = `${list(parts)} ${verb} had no diary entry in the last ${NUDGE_DAYS} days.`;
    return { pending: true, text: late ? `${stale} ${late}` : stale };
  }
  if (d.role === 'admin') {
    const orphans = d.clients_without_coach.total;
    const applications = d.new_applications ?? 0;
    const parts = [
      ...(applications > 0 ? [`${plural(applications, 'new application')} ${applications === 1 ? 'is' : 'are'} waiting`] : []),
      ...(orphans > 0 ? [`${plural(orphans, 'client')} ${orphans === 1 ? 'has' : 'have'} no coach`] : []),
    ];
    if (parts.length === 0) return { pending: false, text: 'Nothing needs your attention: every client has a coach.' };
    const line = list(parts);
    return { pending: true, text: `${line.charAt(0).toUpperCase()}${line.slice(1)}.` };
  }
  return null;
}
