import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../lib/use-page-meta';
import { AuditTrailPanel } from './audit-trail-panel';
import { SignInLocksPanel } from './sign-in-locks-panel';

type View = 'changes' | 'locks';

/** /audit-trail (administrators): who changed what and when, before and after; and the usernames locked out of signing in. */
export default function AuditTrailPage() {
  usePageMeta('Audit trail');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('tab') === 'locks' ? 'locks' : 'changes';

  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Audit trail
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
        Every change made through the app and every sign-in, newest first, with who made it and from which address. Times are Alberta time.
        Nobody can change or delete these entries.
      </Typography>
      <Tabs
        value={view}
        // Each tab starts from its own defaults: the trail's filters are not the locks'.
        onChange={(_, next: View) => setParams(next === 'locks' ? { tab: 'locks' } : {}, { replace: true })}
        aria-label="Audit trail views"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="changes" label="Changes" id={`${id}-tab-changes`} aria-controls={`${id}-panel`} />
        <Tab value="locks" label="Sign-in locks" id={`${id}-tab-locks`} aria-controls={`${id}-panel`} />
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${view}`}>
        <Typography variant="h5" component="h2" gutterBottom>
          {view === 'locks' ? 'Sign-in locks' : 'Changes'}
        </Typography>
        {view === 'locks' ? <SignInLocksPanel /> : <AuditTrailPanel />}
      </Box>
    </Box>
  );
}
