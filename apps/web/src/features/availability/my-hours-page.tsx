import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ROLES } from '@tc/contract/roles';
import type { Availability } from '@tc/contract/sessions';
import type { User } from '@tc/contract/users';
import { useId, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { LoadFailure } from '../../components/load-failure';
import { SectionSpinner } from '../../components/section-spinner';
import { TAGS, useReadResult } from '../../lib/api-thunk';
import { useAppDispatch } from '../../lib/store-hooks';
import { useCoachOptions } from '../../lib/use-coach-options';
import { usePageMeta } from '../../lib/use-page-meta';
import { fetchAvailability } from './availability-thunks';
import { DaysAwaySection } from './days-away-section';
import { WeeklyHoursSection } from './weekly-hours-section';

const selectUser = (state: { auth: { user: User | null } }) => state.auth.user;

function Section({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={id} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{intro}</Typography>
      {children}
    </Paper>
  );
}

function CoachHours({ coachId, who }: { coachId: number; who: string }) {
  const dispatch = useAppDispatch();
  const loaded = useReadResult<Availability>(String(coachId), [TAGS.availability], () => dispatch(fetchAvailability(coachId)));
  if (loaded.status === 'failed' && loaded.failure) return <LoadFailure failure={loaded.failure} what="the hours" onRetry={loaded.retry} />;
  if (!loaded.data) return <SectionSpinner label="Loading the hours" />;
  const own = who === 'you';
  return (
    <>
      <Section
        title="Weekly hours"
        intro={`The times ${own ? 'you are' : `${who} is`} free each week, for visits or for calls (Alberta time). Clients ask for a session in these hours; saving replaces the whole week.`}
      >
        <WeeklyHoursSection key={coachId} coachId={coachId} availability={loaded.data} who={who} />
      </Section>
      <Section title="Days away" intro="Holidays and days off: no client can ask for a session on them.">
        <DaysAwaySection key={coachId} coachId={coachId} availability={loaded.data} who={who} />
      </Section>
    </>
  );
}

/** /availability: a coach's own hours and days away; an administrator chooses whose. */
export default function MyHoursPage() {
  const user = useSelector(selectUser);
  const isAdmin = user?.category_id === ROLES.ADMIN;
  usePageMeta(isAdmin ? 'Coach hours' : 'My hours');
  const { coaches, loading } = useCoachOptions(isAdmin);
  const [search, setSearch] = useSearchParams();
  if (!user) return null;

  const chosen = isAdmin ? coaches.find((c) => String(c.id) === search.get('coach')) : undefined;
  const coachId = isAdmin ? (chosen?.id ?? null) : user.id;

  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <div>
        <Typography variant="h4" component="h1" gutterBottom>
          {isAdmin ? 'Coach hours' : 'My hours'}
        </Typography>
        <Typography sx={{ maxWidth: '70ch' }}>
          {isAdmin
            ? "A coach's weekly hours and days away, from which their clients ask for sessions."
            : 'When you are free for visits and calls, and the days you are away. Your clients ask for sessions in these hours.'}
        </Typography>
      </div>
      {isAdmin && (
        <TextField
          select
          label="Coach"
          value={chosen ? String(chosen.id) : ''}
          onChange={(e) => setSearch({ coach: e.target.value }, { replace: true })}
          disabled={loading}
          helperText={chosen ? undefined : 'Choose a coach to see their hours'}
          sx={{ maxWidth: 360 }}
        >
          {coaches.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {coachId !== null && <CoachHours key={coachId} coachId={coachId} who={chosen ? chosen.name : 'you'} />}
    </Stack>
  );
}
