import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { CoachListItem } from '@tc/contract/users';
import { useEffect, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { CenteredSpinner } from '../../components/centered-spinner';
import { LoadFailure } from '../../components/load-failure';
import { fullName } from '../../lib/person-name';
import { useAppDispatch } from '../../lib/store-hooks';
import { ArchiveCoachDialog } from './archive-coach-dialog';
import { ArchivedCoaches } from './archived-coaches';
import { CoachCards } from './coach-cards';
import { CoachFormDialog } from './coach-form-dialog';
import { CoachTable } from './coach-table';
import { selectCoaches } from './coaches-slice';
import { fetchCoaches } from './coaches-thunks';

interface Props {
  regionNames: readonly string[];
  /** The "Clients" button of a row (assignments), supplied by app/. */
  renderClientsAction?: (coach: CoachListItem) => ReactNode;
}

/** The administrator's coach listing: create, edit, assign clients, archive and restore. */
export function AdminCoachListing({ regionNames, renderClientsAction }: Props) {
  const dispatch = useAppDispatch();
  const { coaches, total, list } = useSelector(selectCoaches);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const [form, setForm] = useState<{ coach: CoachListItem | null } | null>(null);
  const [archiving, setArchiving] = useState<CoachListItem | null>(null);

  useEffect(() => {
    void dispatch(fetchCoaches());
  }, [dispatch]);

  const actions = (coach: CoachListItem) => (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={() => setForm({ coach })}
        aria-label={`Edit ${fullName(coach)}`}
        aria-haspopup="dialog"
      >
        Edit
      </Button>
      {renderClientsAction?.(coach)}
      <Button
        size="small"
        color="error"
        onClick={() => setArchiving(coach)}
        aria-label={`Archive ${fullName(coach)}`}
        aria-haspopup="dialog"
      >
        Archive
      </Button>
    </>
  );

  let body: ReactNode;
  if (list.status === 'failed' && list.failure)
    body = <LoadFailure failure={list.failure} what="the coaches" onRetry={() => void dispatch(fetchCoaches())} />;
  else if (list.status !== 'succeeded' && coaches.length === 0) body = <CenteredSpinner label="Loading coaches" />;
  else if (coaches.length === 0) body = <Typography>No coaches yet. Add the first with New coach.</Typography>;
  else body = wide ? <CoachTable coaches={coaches} renderActions={actions} /> : <CoachCards coaches={coaches} renderActions={actions} />;

  return (
    <>
      <Box sx={{ mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ coach: null })} aria-haspopup="dialog">
          New coach
        </Button>
      </Box>
      {body}
      {total > coaches.length && (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Showing the first {coaches.length} of {total} coaches, by last name.
        </Typography>
      )}
      <ArchivedCoaches />
      {archiving && (
        <ArchiveCoachDialog
          key={archiving.id}
          coach={archiving}
          coaches={coaches}
          onClose={() => setArchiving(null)}
          onArchived={(reassigned) => {
            setArchiving(null);
            // The coach who took the clients has more of them now.
            if (reassigned) void dispatch(fetchCoaches());
          }}
        />
      )}
      {form && <CoachFormDialog coach={form.coach} regionNames={regionNames} onSaved={() => setForm(null)} onClose={() => setForm(null)} />}
    </>
  );
}
