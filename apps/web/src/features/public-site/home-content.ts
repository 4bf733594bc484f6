import type { CardItem } from '../../components/card-grid';

export const whoWeHelp: CardItem[] = [
  {
    title: 'Family day home providers',
    text: 'Whether you work with a licensed family day home agency or on your own, we help you set fees, keep records and plan for a steady income from caring for children in your home.',
  },
  {
    title: 'Small centres and programs',
    text: 'Owners of small daycares, preschools and out-of-school care programs get help with budgets, staffing plans, enrolment and the paperwork that comes with licensing.',
  },
  {
    title: 'People starting out',
    text: 'Thinking of opening a childcare business? We walk you through the first steps: your business plan, start-up costs, insurance and what Alberta requires before you open.',
  },
];

export const programs: CardItem[] = [
  {
    title: 'One-to-one business coaching',
    text: 'A coach from your region meets with you regularly, in person, by phone or online. Together you set goals and write an action plan you can actually follow.',
  },
  {
    title: 'Workshops and peer groups',
    text: 'Short, practical sessions on budgeting, pricing, marketing, taxes for the self-employed and managing parent agreements, with other providers facing the same questions.',
  },
  {
    title: 'Action plans that track progress',
    text: 'Every goal becomes an action plan with dates and next steps. You and your coach see the same plan, so nothing is forgotten between meetings.',
  },
  {
    title: 'A library of forms and templates',
    text: 'Download parent contracts, enrolment forms, budget workbooks and policy templates that you can adapt to your own business.',
  },
];

export const steps: { title: string; text: string }[] = [
  { title: 'Apply online', text: 'Tell us about your business in a short form. It takes about ten minutes.' },
  { title: 'Meet your coach', text: 'A coach from your region calls you within two business days to get to know you.' },
  { title: 'Build your action plan', text: 'Together you choose two or three goals and write down the steps to reach them.' },
  { title: 'Grow with support', text: 'Regular check-ins, workshops and resources keep you moving, for as long as the program runs.' },
];
