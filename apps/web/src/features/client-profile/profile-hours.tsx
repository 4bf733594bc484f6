import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { todayInAlberta } from '../../lib/calendar-date';
import { useAppDispatch } from '../../lib/store-hooks';
import { useReadResult, type ReadAction } from '../../lib/api-thunk';
import { fetchLoggedTime } from './client-profile-thunks';
import { ProfileSection } from './profile-section';
import { hoursPeriods, type HoursPeriod } from './profile-periods';
import { durationText } from '../../lib/duration';

interface Logged {
  period: HoursPeriod;
  minutes: number;
  entries: number;
}

const entriesText = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;

/** Hours of coaching this month, this fiscal year and in all, as the time diary totals them. */
export function ProfileHours({ clientId, emptyText }: { clientId: number; emptyText: string }) {
  const dispatch = useAppDispatch();
  const today = todayInAlberta();
  const periods = useMemo(() => hoursPeriods(today), [today]);
  // Comes again when an entry is saved (it invalidates the diary's totals: docs/decisions/011-read-path.md).
  const loaded = useReadResult(`${clientId}|${today}`, fetchLoggedTime.provides({ clientId }), async (): Promise<ReadAction<Logged[]>> => {
    const actions = await Promise.all(periods.map((p) => dispatch(fetchLoggedTime({ clientId, from: p.from, to: p.to }))));
    const failed = actions.find((a) => a.meta.requestStatus === 'rejected');
    if (failed) return failed as ReadAction<Logged[]>;
    const payload = actions.map((a, i) => ({ period: periods[i], ...(a.payload as { minutes: number; entries: number }) }));
    return { payload, meta: { requestStatus: 'fulfilled' } };
  });

  return (
    <ProfileSection
      title="Hours of coaching"
      what="the hours"
      loaded={loaded}
      isEmpty={(rows) => rows.every((r) => r.entries === 0)}
      empty={emptyText}
      testId="profile-hours"
      wide
    >
      {(rows) => (
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' }, gap: 1.5, m: 0 }}
        >
          {rows.map(({ period, minutes, entries }) => (
            <Box key={period.key} data-testid={`hours-${period.key}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
                {period.label} <Box component="span">({period.detail})</Box>
              </Box>
              <Box component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700 }} data-testid="hours-value">
                {durationText(minutes)}
              </Box>
              <Box component="dd" sx={{ m: 0, color: 'text.secondary', fontSize: '0.875rem' }}>
                {entriesText(entries)}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </ProfileSection>
  );
}
