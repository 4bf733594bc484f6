import { useSelector } from 'react-redux';
import { selectAuth } from '@/features/auth/auth-slice';
import { useSignOut } from '@/features/auth/use-sign-out';
import { DashboardLayout } from '@/layouts/dashboard-layout';
// The private area's slices arrive with its shell, before any private screen renders.
import './private-slices';

/** Connects the dashboard layout to the signed-in user (AuthGuard guarantees there is one). */
export default function DashboardShell() {
  const { user } = useSelector(selectAuth);
  const signOut = useSignOut();
  if (!user) return null;
  return <DashboardLayout user={user} onSignOut={() => void signOut()} />;
}
