import { useSelector } from 'react-redux';
import { renewSession } from '@/api/session-renewal';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { selectAuth } from '@/features/auth/auth-slice';
import { ReauthDialog } from '@/features/auth/reauth-dialog';
import { useSignOut } from '@/features/auth/use-sign-out';
import { UnreadBadge } from '@/features/messages/unread-badge';
import { useUnreadPolling } from '@/features/messages/unread-messages';
import { DashboardLayout } from '@/layouts/dashboard-layout';
import { AppUpdate } from './app-update';
import { paths } from './paths';
// The private area's slices arrive with its shell, before any private screen renders.
import './private-slices';

/** The unread messages' count, polled once for the whole private area, beside "Messages" in the navigation. */
function UnreadMessagesBadge({ userId }: { userId: number }) {
  const unread = useUnreadPolling(userId);
  return <UnreadBadge count={unread?.total ?? 0} />;
}

/** Connects the dashboard layout to the signed-in user (AuthGuard guarantees there is one), with the private area's safety nets. */
export default function DashboardShell() {
  const { user, sessionLost } = useSelector(selectAuth);
  const signOut = useSignOut();
  if (!user) return null;
  return (
    <>
      <DashboardLayout
        user={user}
        onSignOut={() => void signOut()}
        signedOut={sessionLost}
        onSignIn={() => void renewSession()}
        navBadges={{ [paths.messages]: <UnreadMessagesBadge userId={user.id} /> }}
      />
      {/* The safety nets of docs/architecture.md#the-web-app: a save that meets an ended session asks for the
          password; leaving a form with unsaved changes asks first. */}
      <ReauthDialog />
      <UnsavedChangesGuard />
      {/* The installed app's code kept for use without a signal, and "Reload to update" for a new version. */}
      <AppUpdate />
    </>
  );
}
