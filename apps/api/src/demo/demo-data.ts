/** The demo centre of a fresh install: believable Alberta childcare microbusinesses. */
export const DEMO_PASSWORDS = {
  admin: 'Admin-demo-2026',
  coach: 'Coach-demo-2026',
  client: 'Client-demo-2026',
} as const;

export const DEMO_ADMIN = {
  username: 'admin',
  firstname: 'Grace',
  lastname: 'Whitford',
  email: 'grace.whitford@example.ca',
  phone: '780-555-0100',
  region: 'Edmonton',
  city: 'Edmonton',
};

export const DEMO_COACHES = [
  {
    username: 'coach.sarah',
    firstname: 'Sarah',
    lastname: 'Thompson',
    email: 'sarah.thompson@example.ca',
    phone: '403-555-0141',
    region: 'Calgary',
    city: 'Calgary',
  },
  {
    username: 'coach.daniel',
    firstname: 'Daniel',
    lastname: 'Okafor',
    email: 'daniel.okafor@example.ca',
    phone: '780-555-0162',
    region: 'Edmonton',
    city: 'Edmonton',
  },
  {
    username: 'coach.amrit',
    firstname: 'Amrit',
    lastname: 'Sandhu',
    email: 'amrit.sandhu@example.ca',
    phone: '403-555-0187',
    region: 'Central Alberta',
    city: 'Red Deer',
  },
];

type DemoClient = {
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  business_name: string;
  address: string;
  city: string;
  postal_code: string;
  region: string;
  coaches: string[];
};

export const DEMO_CLIENTS: DemoClient[] = [
  {
    username: 'client.maple',
    firstname: 'Emily',
    lastname: 'Chen',
    email: 'emily@littlemaples.example.ca',
    phone: '403-555-0210',
    business_name: 'Little Maples Family Day Home',
    address: '1420 17 Ave SW',
    city: 'Calgary',
    postal_code: 'T3C 1J8',
    region: 'Calgary',
    coaches: ['coach.sarah'],
  },
  {
    username: 'client.sunshine',
    firstname: 'Fatima',
    lastname: 'Haddad',
    email: 'fatima@sunshinesprouts.example.ca',
    phone: '403-555-0233',
    business_name: 'Sunshine Sprouts Day Home',
    address: '88 Martindale Blvd NE',
    city: 'Calgary',
    postal_code: 'T3J 2V6',
    region: 'Calgary',
    coaches: ['coach.sarah'],
  },
  {
    username: 'client.prairie',
    firstname: 'Jessica',
    lastname: 'Morin',
    email: 'jessica@prairiekids.example.ca',
    phone: '587-555-0254',
    business_name: 'Prairie Kids Childcare',
    address: '215 Main St N',
    city: 'Airdrie',
    postal_code: 'T4B 0R6',
    region: 'Calgary',
    coaches: ['coach.sarah'],
  },
  {
    username: 'client.riverbend',
    firstname: 'Olivia',
    lastname: 'Nguyen',
    email: 'olivia@riverbendlearners.example.ca',
    phone: '780-555-0275',
    business_name: 'Riverbend Little Learners',
    address: '10420 82 Ave NW',
    city: 'Edmonton',
    postal_code: 'T6E 2A1',
    region: 'Edmonton',
    coaches: ['coach.daniel'],
  },
  {
    username: 'client.chinook',
    firstname: 'Hannah',
    lastname: 'Blackwater',
    email: 'hannah@chinookplay.example.ca',
    phone: '780-555-0296',
    business_name: 'Chinook Play & Learn',
    address: '12 Perron St',
    city: 'St. Albert',
    postal_code: 'T8N 1E4',
    region: 'Edmonton',
    coaches: ['coach.daniel'],
  },
  {
    username: 'client.aspen',
    firstname: 'Maria',
    lastname: 'Santos',
    email: 'maria@aspengrove.example.ca',
    phone: '780-555-0317',
    business_name: 'Aspen Grove Family Childcare',
    address: '2000 Premier Way',
    city: 'Sherwood Park',
    postal_code: 'T8H 2G4',
    region: 'Edmonton',
    coaches: ['coach.daniel', 'coach.amrit'],
  },
  {
    username: 'client.parkland',
    firstname: 'Rebecca',
    lastname: 'Lindqvist',
    email: 'rebecca@parklandexplorers.example.ca',
    phone: '403-555-0338',
    business_name: 'Parkland Tiny Explorers',
    address: '4910 Ross St',
    city: 'Red Deer',
    postal_code: 'T4N 1X8',
    region: 'Central Alberta',
    coaches: ['coach.amrit'],
  },
  {
    username: 'client.wildrose',
    firstname: 'Priya',
    lastname: 'Patel',
    email: 'priya@wildroseearlyyears.example.ca',
    phone: '403-555-0359',
    business_name: 'Wild Rose Early Years',
    address: '320 7 St S',
    city: 'Lethbridge',
    postal_code: 'T1J 2G3',
    region: 'South Alberta',
    coaches: ['coach.amrit'],
  },
  {
    username: 'client.northern',
    firstname: 'Kayla',
    lastname: 'Cardinal',
    email: 'kayla@northernlightsdayhome.example.ca',
    phone: '780-555-0370',
    business_name: 'Northern Lights Day Home',
    address: '9905 100 Ave',
    city: 'Grande Prairie',
    postal_code: 'T8V 0T9',
    region: 'North West Alberta',
    coaches: ['coach.daniel'],
  },
];

/** Plans a coach writes in the first months with a new day home, with the time logged against each. */
export const DEMO_PLANS: { summary: string; description: string; journal: { activity: string; minutes: number; notes: string }[] }[] = [
  {
    summary: 'Licensing readiness review',
    description:
      'Walk through the Early Learning and Child Care Regulation checklist: space, safety plan, emergency evacuation drills and records.',
    journal: [
      { activity: 'site_visit', minutes: 90, notes: 'Toured the play space and outdoor area; noted outlet covers and gate latch to fix.' },
      { activity: 'preparation', minutes: 45, notes: 'Prepared a tailored checklist and a sample evacuation plan.' },
    ],
  },
  {
    summary: 'Fee schedule and bookkeeping set-up',
    description:
      'Set fees that cover costs after the affordability grant, open a separate business account and start a monthly bookkeeping routine.',
    journal: [
      { activity: 'meeting', minutes: 60, notes: 'Reviewed monthly costs and drafted the fee schedule.' },
      { activity: 'email', minutes: 20, notes: 'Sent a spreadsheet template for income and expenses.' },
      { activity: 'phone', minutes: 25, notes: 'Answered questions on receipts and GST.' },
    ],
  },
  {
    summary: 'Fall enrolment marketing',
    description: 'Write a parent handbook, photograph the space and list the day home on community boards before September.',
    journal: [
      { activity: 'training', minutes: 120, notes: 'Workshop: writing a parent handbook and enrolment policy.' },
      { activity: 'meeting', minutes: 50, notes: 'Reviewed the handbook draft together.' },
    ],
  },
];

// ---- The calendar: coaches' weekly hours, a day away, and each client's sessions ----

/** Each coach's weekly hours (ISO weekdays, Alberta time): visits in the morning, calls in the afternoon. */
export const DEMO_WEEKLY_HOURS: { weekdays: number[]; start_time: string; end_time: string; mode: 'visit' | 'call' }[] = [
  { weekdays: [1, 2, 3, 4], start_time: '09:00', end_time: '12:00', mode: 'visit' },
  { weekdays: [1, 2, 3, 4], start_time: '13:00', end_time: '16:00', mode: 'call' },
];

/** Why each coach (in the order of DEMO_COACHES) is away for a day next month. */
export const DEMO_DAYS_AWAY = ['Professional development day', 'Regional coaches’ meeting in Red Deer', 'Personal day'];

/** What a visit, a call or a video call is about, by the plan it follows (DEMO_PLANS' order). */
export const DEMO_AGENDAS = [
  '- Walk through the licensing checklist\n- Check the outdoor gate latch and outlet covers\n- Agree what to fix before the inspection',
  '- Review last month’s income and expenses\n- Fee schedule after the affordability grant\n- Questions on receipts',
  '- Read the parent handbook draft together\n- Photos of the play space\n- Where to list the day home',
];

/** The diary notes of a completed session, by its kind. */
export const DEMO_SESSION_NOTES: Record<'visit' | 'phone' | 'video', string> = {
  visit: 'Visit at the day home: went through the agenda together and agreed next steps.',
  phone: 'Phone check-in: reviewed progress on the plan and answered questions.',
  video: 'Video call: shared the templates on screen and worked through them together.',
};

/** Why a demo session was cancelled, and by whom. */
export const DEMO_CANCEL_REASONS = [
  'A child in care was sick; the provider asked to move the visit.',
  'Coach had a flat tire on the highway.',
  'Provider away at a family funeral.',
];
