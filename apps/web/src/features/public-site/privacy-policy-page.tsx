import Typography from '@mui/material/Typography';
import { RETENTION_YEARS_DEFAULT } from '@tc/contract/erasure';
import { LegalPage } from '../../components/legal-page';
import { usePageLoad } from '../../lib/page-load';
import { centre, centreAddressLine } from '../../settings';
import { LegalList } from './legal-list';
import { privacyPolicyLoad } from './privacy-policy-load';

const YEAR_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** "seven years", "one year", "12 years". */
const yearsInWords = (n: number) => `${YEAR_WORDS[n] ?? n} ${n === 1 ? 'year' : 'years'}`;

export default function PrivacyPolicyPage() {
  // The centre's retention setting, loaded with the page (on the server too); the default while it cannot be read.
  const loaded = usePageLoad(privacyPolicyLoad);
  const years = yearsInWords(loaded.data?.retention_years ?? RETENTION_YEARS_DEFAULT);
  return (
    <LegalPage
      title="Privacy Policy"
      description="How the centre collects, uses and protects personal information under Alberta's Personal Information Protection Act (PIPA)."
      lead="We collect only what we need to coach your business, and we protect it as Alberta's Personal Information Protection Act (PIPA) requires."
      updated="November 2026"
      sections={[
        {
          heading: 'The law that applies',
          body: `${centre.name} is a private-sector organization in Alberta. We handle personal information under Alberta's Personal Information Protection Act (PIPA), which sets out how organizations may collect, use and disclose it, and gives you the right to see and correct the information we hold about you.`,
        },
        {
          heading: 'What we keep',
          body: (
            <LegalList
              items={[
                'Your profile: your name, email, phone number, business name, address and region.',
                'Your coaching records: your action plans and their steps, your time diary, coaching sessions, milestones (such as a licence or a grant), and the notes your coach keeps about them.',
                'Your messages with your coaches, and the files you or your coach upload.',
                'Account details: your username and a protected (hashed) form of your password; we never see or store the password itself.',
                'An audit trail: who changed what and when, and the date, time and network address of sign-ins, kept to protect your account and your records.',
              ]}
            />
          ),
        },
        {
          heading: 'Why we use it',
          body: 'To coach you: to plan your work with you, log the time spent, book sessions and keep in touch, and to match you with a coach in your region. To report to our funders: reports use totals (for example, the number of businesses coached and hours of coaching per region), not your personal details, unless you agree otherwise.',
        },
        {
          heading: 'Who can see it',
          body: 'You, your coach and the centre staff who administer the program. We do not sell or rent personal information. We disclose it without your consent only where PIPA or another law permits or requires it.',
        },
        {
          heading: 'How long we keep it',
          body: `We keep your records for as long as you take part in the program and for ${years} after your file is closed, for funder audits. Then we erase your personal information: your name, contact details, the text of your records, your messages and your files are removed, and only the hours and counts our funders need remain, under a number rather than your name. You may ask us to close your account at any time.`,
        },
        {
          heading: 'A copy of your information, or its erasure',
          body: (
            <Typography>
              You may ask to see the personal information we hold about you and ask us to correct it. Signed in, you can download a copy of
              your profile, plans, diary, sessions, messages and files from your account page. You may also ask us to erase your personal
              information before the {years} are over; we then erase it as described above, except where a law requires us to keep it. Write
              to our privacy officer at {centre.email} or at {centreAddressLine}. We answer within 45 days, as PIPA requires. If you are not
              satisfied with our answer, you may contact the Office of the Information and Privacy Commissioner of Alberta.
            </Typography>
          ),
        },
      ]}
    />
  );
}
