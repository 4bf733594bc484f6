import { ROLES } from '@tc/contract/roles';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { renewSession } from '@/api/session-renewal';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { selectAuth } from '@/features/auth/auth-slice';
import { ReauthDialog } from '@/features/auth/reauth-dialog';
import { useSignOut } from '@/features/auth/use-sign-out';
import { UnreadBadge } from '@/features/messages/unread-badge';
import { useUnreadPolling } from '@/features/messages/unread-messages';
import { DashboardLayout } from '@/layouts/dashboard-layout';
import { forgetOfflineData } from '@/offline/offline-copy';
import { OfflineNotice } from '@/offline/offline-notice';
import { offlineState } from '@/offline/offline-state';
import { useOfflineState } from '@/offline/use-offline-state';
import { SignOutDialog } from '@/offline/sign-out-dialog';
import { AppUpdate } from './app-update';
import { paths } from './paths';
// The private area's slices arrive with its shell, before any private screen renders.
import './private-slices';

/** The unread messages' count, polled once for the whole private area, beside "Messages" in the navigation. */
function UnreadMessagesBadge({ userId }: { userId: number }) {
  const unread = useUnreadPolling(userId);
  return <UnreadBadge count={unread?.total ?? 0} />;
}

/** The changes waiting on this device, beside "Changes on this device" in a coach's navigation. */
function WaitingBadge() {
  const { waiting } = useOfflineState();
  return <UnreadBadge count={waiting} what="waiting" />;
}

/** Connects the dashboard layout to the signed-in user (AuthGuard guarantees there is one), with the private area's safety nets. */
export default function DashboardShell() {
  const { user, sessionLost } = useSelector(selectAuth);
  const signOut = useSignOut();
  const [asking, setAsking] = useState(false);
  if (!user) return null;
  const coach = user.category_id === ROLES.COACH;
  // Signing out deletes this person's offline data; with changes not yet sent, the app asks first.
  const onSignOut = () => {
    if (offlineState().waiting > 0) setAsking(true);
    else void forgetOfflineData().then(signOut);
  };
  return (
    <>
      <DashboardLayout
        user={user}
        onSignOut={onSignOut}
        signedOut={sessionLost}
        onSignIn={() => void renewSession()}
        navBadges={{
          [paths.messages]: <UnreadMessagesBadge userId={user.id} />,
          ...(coach ? { [paths.offlineChanges]: <WaitingBadge /> } : {}),
        }}
        notice={coach ? <OfflineNotice /> : undefined}
      />
      <SignOutDialog open={asking} onClose={() => setAsking(false)} onSignOut={() => void signOut()} />
      {/* The safety nets of docs/architecture.md#the-web-app: a save that meets an ended session asks for the
          password; leaving a form with unsaved changes asks first. */}
      <ReauthDialog />
      <UnsavedChangesGuard />
      {/* The installed app's code kept for use without a signal, and "Reload to update" for a new version. */}
      <AppUpdate />
    </>
  );
}
