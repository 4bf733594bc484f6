import SecuritySettingsPage from '@/features/auth/security-settings-page';
import { SessionSettingsSection } from '@/features/availability/session-settings-section';
import { PrivacySettingsSection } from '@/features/privacy/privacy-settings-section';

/** /security (administrators), composed here: the centre's settings, two-factor sign-in (auth), coaching sessions (availability) and privacy (retention, erasure). */
export default function SettingsPage() {
  return (
    <>
      <SecuritySettingsPage />
      <SessionSettingsSection />
      <PrivacySettingsSection />
    </>
  );
}
