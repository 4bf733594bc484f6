import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { ChangePasswordSection } from '@/features/auth/change-password-section';
import { ContactDetailsSection } from '@/features/auth/contact-details-section';
import { clearSession } from '@/api/session-storage';
import { selectAuth, sessionCleared, sessionRenewed } from '@/features/auth/auth-slice';
import { fetchMe, signInAgain } from '@/features/auth/auth-thunks';
import { TwoFactorSection } from '@/features/auth/two-factor-section';
import { CalendarFeedSection } from '@/features/calendar-feed/calendar-feed-section';
import { NotificationSettingsSection } from '@/features/notifications/notification-settings-section';
import { PersonalExportSection } from '@/features/personal-export/personal-export-section';
import { useAppDispatch } from '@/lib/store-hooks';
import { usePageMeta } from '@/lib/use-page-meta';
import { paths } from './paths';

/**
 * /account: anyone signed in keeps their own account here: contact details
 * (account feature), password (account feature, signing in again through the auth feature), their
 * private calendar feed (calendar-feed feature), which emails they get, session reminders among them (notifications feature),
 * and a download of their data (personal-export feature).
 */
export default function AccountPage() {
  const { user } = useSelector(selectAuth);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  usePageMeta('Account');
  if (!user) return null;

  // A new password ends every session of the account: this one continues with the new password.
  const signInWith = async (password: string) => {
    const answer = await dispatch(signInAgain({ username: user.username, password }))
      .unwrap()
      .catch(() => null);
    if (answer && 'token' in answer) return;
    // Signing in asks for more (a two-factor code): the sign-in page does it.
    clearSession();
    dispatch(sessionCleared());
    navigate(paths.login, { replace: true, state: { notice: 'Your password is changed. Sign in with your new password.' } });
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <div>
        <Typography variant="h4" component="h1" gutterBottom>
          Account
        </Typography>
        <Typography>
          Signed in as <strong>{user.username}</strong>. Only an administrator can change your username.
        </Typography>
      </div>
      <ContactDetailsSection key={user.updatedAt} user={user} onSaved={() => void dispatch(fetchMe())} />
      <ChangePasswordSection user={user} onChanged={signInWith} />
      <TwoFactorSection onSession={(session) => dispatch(sessionRenewed(session))} />
      <CalendarFeedSection />
      <NotificationSettingsSection />
      <PersonalExportSection />
    </Stack>
  );
}
