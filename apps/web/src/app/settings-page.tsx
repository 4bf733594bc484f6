import SecuritySettingsPage from '@/features/auth/security-settings-page';
import { SessionSettingsSection } from '@/features/availability/session-settings-section';

/** /security (administrators), composed here: the centre's settings, two-factor sign-in (auth) and coaching sessions (availability). */
export default function SettingsPage() {
  return (
    <>
      <SecuritySettingsPage />
      <SessionSettingsSection />
    </>
  );
}
