import Typography from '@mui/material/Typography';
import { LegalPage } from '../../components/legal-page';
import { centre, centreAddressLine } from '../../settings';
import { LegalList } from './legal-list';

export default function PrivacyPolicyPage() {
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
          heading: 'What we collect',
          body: (
            <LegalList
              items={[
                'Contact details: your name, email, phone number, business name, address and region.',
                'Coaching records: your action plans, notes of coaching sessions and the time spent on them.',
                'Account details: your username and a protected (hashed) form of your password; we never see or store the password itself.',
                'Technical records: the date, time and network address of sign-ins and changes, kept to protect your account.',
              ]}
            />
          ),
        },
        {
          heading: 'Why we use it',
          body: 'To provide coaching and workshops, to match you with a coach in your region, to contact you about your program, and to report to our funders. Reports to funders use totals (for example, the number of businesses coached and hours of coaching per region), not your personal details, unless you agree otherwise.',
        },
        {
          heading: 'Who can see it',
          body: 'You, your coach and the centre staff who administer the program. We do not sell or rent personal information. We disclose it without your consent only where PIPA or another law permits or requires it.',
        },
        {
          heading: 'How long we keep it',
          body: 'We keep coaching records for as long as you take part in the program and for up to seven years afterwards, for funder audits. Then we destroy them securely. You may ask us to close your account at any time.',
        },
        {
          heading: 'Your rights',
          body: (
            <Typography>
              You may ask to see the personal information we hold about you and ask us to correct it. Write to our privacy officer at{' '}
              {centre.email} or at {centreAddressLine}. We answer within 45 days, as PIPA requires. If you are not satisfied with our
              answer, you may contact the Office of the Information and Privacy Commissioner of Alberta.
            </Typography>
          ),
        },
      ]}
    />
  );
}
