import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { SecuritySettings } from '@tc/contract/two-factor';
import { useEffect, useState } from 'react';
import { SectionSpinner } from '../../components/section-spinner';
import { useAppDispatch } from '../../lib/store-hooks';
import { usePageMeta } from '../../lib/use-page-meta';
import { fetchSecuritySettings, saveSecuritySettings } from './two-factor-settings-thunks';

/** /security (administrators): whether staff must sign in with two factors. */
export default function SecuritySettingsPage() {
  usePageMeta('Security');
  const dispatch = useAppDispatch();
  const [settings, setSettings] = useState<SecuritySettings | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    dispatch(fetchSecuritySettings())
      .unwrap()
      .then(setSettings)
      .catch(() => undefined);
  }, [dispatch]);

  async function toggle(required: boolean) {
    setSaving(true);
    try {
      setSettings(await dispatch(saveSecuritySettings({ two_factor_required_for_staff: required })).unwrap());
    } catch {
      // The toast said why; the switch keeps the stored value.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Box sx={{ maxWidth: '70ch' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Security
      </Typography>
      <Typography variant="h5" component="h2" gutterBottom>
        Two-factor sign-in
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Administrators and coaches see every client’s records. When this is on, they must sign in with a code from an app on their phone as
        well as their password; anyone who has not set it up yet does so at their next sign-in. Clients may still turn it on for themselves
        on their account page.
      </Typography>
      {settings ? (
        <FormControlLabel
          control={
            <Switch checked={settings.two_factor_required_for_staff} onChange={(e) => void toggle(e.target.checked)} disabled={saving} />
          }
          label="Require two-factor sign-in for administrators and coaches"
        />
      ) : (
        <SectionSpinner label="Loading the security settings" />
      )}
    </Box>
  );
}
