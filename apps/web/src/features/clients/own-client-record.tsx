import type { User } from '@tc/contract/users';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { CenteredSpinner } from '../../components/centered-spinner';
import { LoadFailure } from '../../components/load-failure';
import { useAppDispatch } from '../../lib/store-hooks';
import { ClientCards } from './client-cards';
import { selectClients } from './clients-slice';
import { fetchOwnClientRecord } from './clients-thunks';

/** A client (category 4) sees only their own record, with their coaches and links (product specification section 6). */
export function OwnClientRecord({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const { clients, list } = useSelector(selectClients);

  useEffect(() => {
    void dispatch(fetchOwnClientRecord(user));
  }, [dispatch, user]);

  const own = clients.filter((c) => c.id === user.id);
  if (list.status === 'failed' && list.failure)
    return <LoadFailure failure={list.failure} what="your record" onRetry={() => void dispatch(fetchOwnClientRecord(user))} />;
  if (own.length === 0) return <CenteredSpinner label="Loading your record" />;
  return <ClientCards clients={own} canOpen={() => true} />;
}
