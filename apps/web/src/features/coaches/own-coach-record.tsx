import Button from '@mui/material/Button';
import type { User } from '@tc/contract/users';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { CenteredSpinner } from '../../components/centered-spinner';
import { LoadFailure } from '../../components/load-failure';
import { useAppDispatch } from '../../lib/store-hooks';
import { CoachCards } from './coach-cards';
import { selectCoaches } from './coaches-slice';
import { fetchOwnCoachRecord } from './coaches-thunks';

/** A coach sees only their own record (product specification section 6), with the number of their clients. */
export function OwnCoachRecord({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const { coaches, list } = useSelector(selectCoaches);

  useEffect(() => {
    void dispatch(fetchOwnCoachRecord(user));
  }, [dispatch, user]);

  const own = coaches.filter((c) => c.id === user.id);
  if (list.status === 'failed' && list.failure)
    return <LoadFailure failure={list.failure} what="your coach record" onRetry={() => void dispatch(fetchOwnCoachRecord(user))} />;
  if (own.length === 0) return <CenteredSpinner label="Loading your coach record" />;
  return (
    <CoachCards
      coaches={own}
      renderActions={() => (
        <Button component={RouterLink} to={paths.clientListing} size="small" variant="outlined">
          Go to the clients
        </Button>
      )}
    />
  );
}
