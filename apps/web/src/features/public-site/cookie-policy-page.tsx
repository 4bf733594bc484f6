import Typography from '@mui/material/Typography';
import { LegalPage } from '../../components/legal-page';
import { centre } from '../../settings';
import { LegalList } from './legal-list';

export default function CookiePolicyPage() {
  return (
    <LegalPage
      title="Cookie Policy"
      description="How this website uses cookies and browser storage: only what signing in needs, no advertising or tracking."
      lead="We keep browser storage to the minimum the site needs to work. We do not use advertising or tracking cookies."
      updated="November 2026"
      sections={[
        {
          heading: 'What we store in your browser',
          body: (
            <>
              <Typography>
                Visitors who only read the public pages get nothing stored in their browser by us. When you sign in, the site keeps three
                items in your browser&apos;s local storage:
              </Typography>
              <LegalList
                items={[
                  'token: a code that proves you are signed in, so you do not have to sign in on every page;',
                  'user: your name and role, so the dashboard can greet you and show the right menu;',
                  'expirationTime: when your sign-in ends (at most eight hours after you sign in).',
                ]}
              />
              <Typography>All three are removed when you sign out, and the sign-in stops working when it expires.</Typography>
            </>
          ),
        },
        {
          heading: 'What we do not use',
          body: 'We do not use advertising cookies, third-party tracking, social media pixels or analytics that follow you across other websites.',
        },
        {
          heading: 'Your choices',
          body: 'You can clear local storage at any time in your browser settings; you will simply need to sign in again. Blocking storage entirely will prevent signing in, but every public page will still work.',
        },
        {
          heading: 'Questions',
          body: `Write to ${centre.email} or call ${centre.phone}. If we ever add a cookie that is not strictly necessary, we will update this page and ask for your consent first.`,
        },
      ]}
    />
  );
}
