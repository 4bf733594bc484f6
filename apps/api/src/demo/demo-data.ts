import type { Activity } from '@tc/contract/coaching';
import type { MilestoneKind } from '@tc/contract/reports';

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
  /** How long ago they joined the centre ("Client since"): every record of theirs is dated after it. */
  joinedDaysAgo: number;
  /** Their history, as demo-casework.ts and demo-sessions.ts tell it (DemoStory). */
  story: DemoStory;
  /** A closed file's: closed this many days ago (DELETE /users/{id} sets the same column). */
  closedDaysAgo?: number;
};

/**
 * How a demo client's time with the centre has gone:
 * - `established`: years of plans, most finished, regular visits and calls;
 * - `steady`: a year or two, a few plans, regular sessions;
 * - `recent`: joined this year, two plans under way;
 * - `new`: joined a few weeks ago, one open plan and a first session;
 * - `quiet`: active once, nothing logged for months, an open plan stalled;
 * - `closed`: their file was closed (archived) after their plans were over.
 */
export type DemoStory = 'established' | 'steady' | 'recent' | 'new' | 'quiet' | 'closed';

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
    joinedDaysAgo: 950,
    story: 'established',
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
    joinedDaysAgo: 540,
    story: 'steady',
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
    joinedDaysAgo: 430,
    story: 'quiet',
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
    joinedDaysAgo: 240,
    story: 'recent',
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
    joinedDaysAgo: 1080,
    story: 'established',
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
    joinedDaysAgo: 700,
    story: 'steady',
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
    joinedDaysAgo: 197,
    story: 'recent',
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
    joinedDaysAgo: 157,
    story: 'recent',
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
    joinedDaysAgo: 330,
    story: 'steady',
  },
  {
    username: 'client.foothills',
    firstname: 'Aisha',
    lastname: 'Rahman',
    email: 'aisha@foothillssprouts.example.ca',
    phone: '403-555-0391',
    business_name: 'Foothills Little Sprouts Day Home',
    address: '57 Westridge Dr',
    city: 'Okotoks',
    postal_code: 'T1S 1A4',
    region: 'Calgary',
    coaches: ['coach.sarah'],
    joinedDaysAgo: 24,
    story: 'new',
  },
  {
    username: 'client.coulee',
    firstname: 'Megan',
    lastname: 'Fehr',
    email: 'megan@couleekids.example.ca',
    phone: '403-555-0412',
    business_name: 'Coulee Kids Childcare Centre',
    address: '640 3 St SE',
    city: 'Medicine Hat',
    postal_code: 'T1A 0H5',
    region: 'South Alberta',
    coaches: ['coach.amrit'],
    joinedDaysAgo: 1010,
    story: 'established',
  },
  {
    username: 'client.lakeside',
    firstname: 'Laura',
    lastname: 'Beaulieu',
    email: 'laura@lakesidekids.example.ca',
    phone: '780-555-0433',
    business_name: 'Lakeside Kids Day Home',
    address: '4812 51 St',
    city: 'Cold Lake',
    postal_code: 'T9M 1P3',
    region: 'North East Alberta',
    coaches: ['coach.daniel'],
    joinedDaysAgo: 820,
    story: 'closed',
    closedDaysAgo: 240,
  },
];

/** A milestone a finished plan of a topic leads to: its kind, a count where the kind has one, and the note. */
export interface DemoMilestone {
  kind: MilestoneKind;
  /** The range a count is drawn from (spaces, children, staff, dollars); none for a kind without one. */
  value?: [number, number];
  notes: string;
}

/**
 * What a coach and a childcare business work on: a plan's summary and description, its checklist, what the
 * diary says of the time spent on it, what a session about it is for, a coach's own note, and the milestone
 * finishing it can bring. demo-casework.ts draws each client's plans from this list.
 */
export interface DemoTopic {
  summary: string;
  description: string;
  steps: string[];
  /** Diary entries of time spent on it (activity and the shared note the client reads). */
  work: { activity: Activity; notes: string }[];
  /** A session's agenda about it (Markdown list). */
  agenda: string;
  /** The coach's private note on the plan. */
  privateNote: string;
  milestone?: DemoMilestone;
}

export const DEMO_TOPICS: DemoTopic[] = [
  {
    summary: 'Licensing readiness review',
    description:
      'Walk through the Early Learning and Child Care Regulation checklist: space, safety plan, emergency evacuation drills and records.',
    steps: [
      'Walk through the home with the licensing checklist',
      'Fix the gate latch and cover the outlets',
      'Write the emergency evacuation plan',
      'Send the floor plan to the licensing officer',
    ],
    work: [
      { activity: 'site_visit', notes: 'Toured the play space and outdoor area; noted outlet covers and gate latch to fix.' },
      { activity: 'preparation', notes: 'Prepared a tailored checklist and a sample evacuation plan.' },
      { activity: 'phone', notes: 'Went over the licensing officer’s questions about the sleep room.' },
    ],
    agenda:
      '- Walk through the licensing checklist\n- Check the outdoor gate latch and outlet covers\n- Agree what to fix before the inspection',
    privateNote: 'Provider is anxious about the inspection; keep the list short and start with the gate latch.',
    milestone: { kind: 'licence_obtained', notes: 'Licence issued after the inspection, with no conditions.' },
  },
  {
    summary: 'Fee schedule and bookkeeping set-up',
    description:
      'Set fees that cover costs after the affordability grant, open a separate business account and start a monthly bookkeeping routine.',
    steps: [
      'Compare fees with three programs nearby',
      'Write the fee schedule for parents',
      'Open a separate business bank account',
      'Set up the bookkeeping spreadsheet',
    ],
    work: [
      { activity: 'meeting', notes: 'Reviewed monthly costs and drafted the fee schedule.' },
      { activity: 'email', notes: 'Sent a spreadsheet template for income and expenses.' },
      { activity: 'phone', notes: 'Answered questions on receipts and GST.' },
    ],
    agenda: '- Review last month’s income and expenses\n- Fee schedule after the affordability grant\n- Questions on receipts',
    privateNote: 'Partner handles the money at home: invite them to the next bookkeeping visit.',
  },
  {
    summary: 'Fall enrolment marketing',
    description: 'Photograph the space, write a listing and share it on community boards and with local schools before September.',
    steps: [
      'Take photos of the play space',
      'Write the listing for the community board',
      'Ask two families for a reference',
      'Hold an open house',
    ],
    work: [
      { activity: 'meeting', notes: 'Planned the open house and who to invite.' },
      { activity: 'preparation', notes: 'Drafted the listing text and picked the photos together.' },
      { activity: 'email', notes: 'Sent the list of community boards and school newsletters that take listings.' },
    ],
    agenda: '- Photos of the play space\n- Where to list the program\n- The open house: date and invitations',
    privateNote: 'Has families on a waiting list already; check whether more spaces are really needed.',
    milestone: { kind: 'enrolment_increase', value: [2, 6], notes: 'New families enrolled after the open house.' },
  },
  {
    summary: 'Parent handbook',
    description: 'Write a parent handbook: hours, fees, sick-child policy, meals, outdoor play and how concerns are handled.',
    steps: [
      'Collect the current policies in one place',
      'Write the sick-child and medication policy',
      'Draft the handbook',
      'Have two parents read it',
    ],
    work: [
      { activity: 'training', notes: 'Workshop: writing a parent handbook and enrolment policy.' },
      { activity: 'meeting', notes: 'Reviewed the handbook draft together.' },
      { activity: 'email', notes: 'Sent comments on the sick-child policy.' },
    ],
    agenda: '- Read the parent handbook draft together\n- The sick-child policy\n- Who reviews it before it goes out',
    privateNote: 'Writes well but avoids the fees section; bring an example of a clear late-pickup rule.',
    milestone: { kind: 'other', notes: 'Parent handbook finished and given to every family.' },
  },
  {
    summary: 'Register the business',
    description:
      'Choose a business structure, register the trade name with Alberta Registries and get a business number for payroll and GST.',
    steps: [
      'Compare sole proprietorship and incorporation',
      'Register the trade name',
      'Apply for a business number',
      'Tell the insurer the business name',
    ],
    work: [
      { activity: 'meeting', notes: 'Talked through a sole proprietorship and a corporation for a day home.' },
      { activity: 'preparation', notes: 'Found the registry forms and filled in a sample.' },
      { activity: 'phone', notes: 'Checked the registry’s answer and what to keep on file.' },
    ],
    agenda: '- Sole proprietorship or corporation\n- The trade name search\n- What the business number is for',
    privateNote: 'Spouse is an accountant; the questions are about time, not understanding.',
    milestone: { kind: 'business_registered', notes: 'Trade name registered and business number received.' },
  },
  {
    summary: 'Liability insurance review',
    description: 'Compare liability and home insurance for a childcare business, and check what the current policy leaves out.',
    steps: [
      'Read the current home policy with the coach',
      'Ask two brokers for a childcare quote',
      'Choose a policy and file the certificate',
    ],
    work: [
      { activity: 'meeting', notes: 'Read the home policy together: it does not cover a business in the home.' },
      { activity: 'email', notes: 'Sent the list of questions to ask a broker.' },
      { activity: 'phone', notes: 'Compared the two quotes on the phone.' },
    ],
    agenda: '- What the home policy covers and what it does not\n- The two quotes side by side',
    privateNote: 'Was underinsured for two years; handle gently, no blame.',
  },
  {
    summary: 'Hire an assistant',
    description:
      'Write a job posting for a part-time assistant, check the staffing ratio and plan interviews, reference and record checks.',
    steps: [
      'Write the job description',
      'Post it on the job boards',
      'Interview three candidates',
      'Check references and the criminal record check',
    ],
    work: [
      { activity: 'meeting', notes: 'Worked out the hours an assistant is needed for at the ratio.' },
      { activity: 'preparation', notes: 'Drafted interview questions and a reference check form.' },
      { activity: 'phone', notes: 'Debriefed after the interviews; two good candidates.' },
    ],
    agenda: '- The job description\n- Interview questions\n- What the wage grant pays toward',
    privateNote: 'First time as an employer: go slowly through payroll deductions.',
    milestone: { kind: 'staff_hired', value: [1, 2], notes: 'Assistant hired and trained on the emergency plan.' },
  },
  {
    summary: 'Grant application',
    description: 'Apply for a start-up or infrastructure grant: the budget, the quotes and the letter describing the need.',
    steps: [
      'Check eligibility and the deadline',
      'Get quotes for the equipment',
      'Write the budget and the letter',
      'Submit the application',
    ],
    work: [
      { activity: 'meeting', notes: 'Read the grant guidelines together and checked eligibility.' },
      { activity: 'preparation', notes: 'Reviewed the budget and the quotes for the application.' },
      { activity: 'email', notes: 'Sent comments on the draft letter.' },
    ],
    agenda: '- The grant guidelines\n- The budget and the quotes\n- The letter: what the money changes',
    privateNote: 'Deadline is tight; offer a second review of the letter.',
    milestone: { kind: 'grant_received', value: [1500, 12000], notes: 'Grant approved for outdoor play equipment.' },
  },
  {
    summary: 'Add spaces',
    description: 'Check what the home and the licence allow, and plan the room, the equipment and the staffing for more children.',
    steps: [
      'Measure the play space against the regulation',
      'List the equipment needed',
      'Ask the licensing officer about the change',
      'Update the fee and staffing plan',
    ],
    work: [
      { activity: 'site_visit', notes: 'Measured the basement play room and the exits.' },
      { activity: 'preparation', notes: 'Costed the cots, chairs and second stroller.' },
      { activity: 'phone', notes: 'Went over the licensing officer’s answer about the extra spaces.' },
    ],
    agenda: '- The room and the exits\n- Equipment and its cost\n- Staffing at the new numbers',
    privateNote: 'Keen to grow fast; make sure the waiting list is real before buying equipment.',
    milestone: { kind: 'spaces_added', value: [2, 8], notes: 'Licence amended for more spaces.' },
  },
  {
    summary: 'Annual safety inspection',
    description: 'Prepare for the yearly inspection: fire drill log, first-aid kit, allergy plans and the outdoor play area.',
    steps: [
      'Check the fire drill log for the year',
      'Restock the first-aid kit',
      'Update each child’s allergy plan',
      'Inspect the outdoor play area',
    ],
    work: [
      { activity: 'site_visit', notes: 'Walked the outdoor area with the inspection checklist.' },
      { activity: 'preparation', notes: 'Made an allergy plan template for each child.' },
      { activity: 'phone', notes: 'Went over the inspector’s notes after the visit.' },
    ],
    agenda: '- Fire drill log\n- First-aid kit and allergy plans\n- The outdoor play area',
    privateNote: 'Last inspection flagged the sandbox cover; check it first.',
  },
  {
    summary: 'Yearly budget',
    description: 'Plan next year’s income and costs month by month, with the grant, the fees and a reserve for repairs.',
    steps: [
      'Gather last year’s income and costs',
      'Estimate next year’s enrolment',
      'Write the month-by-month budget',
      'Set a repair reserve',
    ],
    work: [
      { activity: 'meeting', notes: 'Went through last year’s income and costs month by month.' },
      { activity: 'email', notes: 'Sent the budget template with last year’s figures filled in.' },
      { activity: 'phone', notes: 'Checked the enrolment estimate for the summer months.' },
    ],
    agenda: '- Last year’s figures\n- Enrolment through the summer\n- The repair reserve',
    privateNote: 'Summer enrolment drops every year; plan for it this time.',
  },
  {
    summary: 'Subsidy and parent paperwork',
    description: 'Set up the child care subsidy and affordability grant paperwork so that parents sign on time and payments are not late.',
    steps: ['Register for the subsidy portal', 'Make a checklist for new families', 'Set a monthly reminder for attendance records'],
    work: [
      { activity: 'meeting', notes: 'Registered for the subsidy portal together.' },
      { activity: 'email', notes: 'Sent the new-family checklist.' },
      { activity: 'phone', notes: 'Sorted out a late subsidy payment with the parent’s paperwork.' },
    ],
    agenda: '- The subsidy portal\n- Paperwork for new families\n- Attendance records',
    privateNote: 'Two payments were late last quarter; check the attendance records are sent monthly.',
  },
  {
    summary: 'Outdoor play area upgrade',
    description: 'Plan a safer, more interesting outdoor area: surfacing, shade, a garden bed, and what it costs.',
    steps: ['Sketch the yard with the coach', 'Get a quote for the surfacing', 'Plan the garden bed with the children'],
    work: [
      { activity: 'site_visit', notes: 'Sketched the yard and where the shade falls in the afternoon.' },
      { activity: 'preparation', notes: 'Found two suppliers of safety surfacing.' },
    ],
    agenda: '- The yard sketch\n- Surfacing quotes\n- A garden bed the children can tend',
    privateNote: 'Could pair this with a grant application next spring.',
  },
  {
    summary: 'Staff training plan',
    description: 'Plan the year’s training: first aid renewals, the curriculum framework, and a monthly staff meeting.',
    steps: ['List each person’s certificates and expiry dates', 'Book the first-aid renewals', 'Start a monthly staff meeting'],
    work: [
      { activity: 'training', notes: 'Workshop: the curriculum framework in daily routines.' },
      { activity: 'meeting', notes: 'Made the list of certificates and their expiry dates.' },
      { activity: 'email', notes: 'Sent the dates of the next first-aid courses nearby.' },
    ],
    agenda: '- Certificates and renewals\n- The monthly staff meeting\n- Training funds available',
    privateNote: 'One staff member’s first aid lapsed; needs booking this month.',
  },
  {
    summary: 'Waitlist and enrolment policy',
    description: 'Write a fair waitlist and enrolment policy: who is offered a space first, deposits, and the trial week.',
    steps: ['Write the waitlist rules', 'Decide on a deposit', 'Put the policy on the website'],
    work: [
      { activity: 'meeting', notes: 'Talked through siblings first, deposits and the trial week.' },
      { activity: 'email', notes: 'Sent two example waitlist policies to compare.' },
    ],
    agenda: '- Who is offered a space first\n- Deposits\n- The trial week',
    privateNote: 'A parent complained about the waitlist last year; the policy should answer that.',
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
