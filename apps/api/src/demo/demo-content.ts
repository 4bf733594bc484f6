/**
 * The public site of the demo centre (Chinook Childcare Business Centre, Edmonton):
 * text content that a fresh install shows, so that no public page is empty.
 * Images are added by the image seeding once files are stored; here image_url stays null.
 *
 * Text blocks are found by `section`; a section may hold several blocks, shown in id order:
 *
 * | table            | section          | shown on                                   |
 * |------------------|------------------|--------------------------------------------|
 * | landing_content  | home-intro       | home: the hero's heading and lead          |
 * | landing_content  | home-approach    | home: the "how we work" block              |
 * | landing_content  | about            | /aboutus, one block per heading            |
 * | landing_content  | benefit          | /benefit, one block per benefit            |
 * | landing_content  | features         | /features, one block per feature           |
 * | services_content | services-intro   | /services: above the programme list        |
 * | services_content | services-how     | /services: how coaching works, below it    |
 * | referral_content | apply-intro      | /apply: who can apply                      |
 * | referral_content | apply-prepare    | /apply: what to have ready                 |
 * | referral_content | apply-next       | /apply: what happens after applying        |
 */
import { RESPONSE_TIME } from '@tc/contract/centre-facts';

export interface DemoTextBlock {
  section: string;
  title: string;
  body: string;
}

/** The four programmes, in the order /services shows them. */
export const DEMO_SERVICES: { title: string; summary: string; description: string }[] = [
  {
    title: 'Business Planning and Licensing for Family Day Homes',
    summary:
      'Turn the idea of caring for children in your home into a real business: a plan that works on paper, the right approvals and a start date you can count on.',
    description: `Starting a family day home means running a small business and meeting Alberta's standards for care at the same time. Your coach walks through both with you, one step at a time.

**Together we:**

- write a one-page business plan: how many children, which ages, your hours and what you need to earn;
- compare working with a licensed family day home agency with the other options, so you choose with your eyes open;
- prepare for your home safety inspection: space, outdoor play, safe sleep, emergency evacuation and records;
- sort out your municipal business licence, insurance, first aid and background checks;
- set realistic dates and keep the paperwork moving.

Most providers we coach open within three to six months of their first meeting.`,
  },
  {
    title: 'Financial Management and Fees',
    summary:
      'Set fees that cover your costs, keep simple books, and understand the grants and subsidies that families and providers can receive in Alberta.',
    description: `Many caring providers work long days and still end the month short. We help you see where the money goes and set up a routine that takes an hour a month, not a weekend.

**What we cover:**

- a true monthly cost for each space: food, supplies, insurance, the share of your home you use, and your own wage;
- a fee schedule that fits your community and the provincial affordability grant, and a clear policy for late pick-ups and absences;
- a separate business account and a simple income and expense spreadsheet, or bookkeeping software if you prefer;
- receipts, home-office expenses and what to bring your accountant at tax time;
- planning for slow months, so one empty space does not become a crisis.

You leave with a budget you understand and numbers you can explain to a lender or an agency.`,
  },
  {
    title: 'Marketing and Enrolment',
    summary:
      'Find the families who fit your program and keep your spaces full, with a clear message, a parent handbook and a simple enrolment process.',
    description: `Full enrolment is what makes a childcare business sustainable. Your coach helps you describe what makes your program special and reach the parents who are looking for it.

**Together we build:**

- a short description of your program, your hours and your approach to play and learning;
- a parent handbook covering fees, illness, holidays, pick-up and communication;
- listings on community boards, local parent groups and the child care lookup tools families already use;
- a tour and enrolment routine: what to show, what to ask, and how to follow up;
- a waitlist, so that a family moving away does not leave a space empty for months.

Providers who finish this program typically fill their open spaces within one season.`,
  },
  {
    title: 'Quality Care and Regulations',
    summary:
      "Meet Alberta's early learning and child care standards with confidence, and build daily routines that are good for children and sustainable for you.",
    description: `Good care and good records go together. This program helps you understand the rules that apply to your home and turn them into habits that protect the children, their families and your business.

**We work through:**

- what the *Early Learning and Child Care Act* and its Regulation, and your agency's standards, ask of a home-based provider;
- daily and monthly records: attendance, medication, incidents, fire drills and home safety checks;
- play-based learning with Alberta's early learning framework, *Flight*, as a guide;
- nutrition, safe sleep, outdoor play and inclusive care for children with additional needs;
- getting ready for monitoring visits without last-minute stress.

Coaches also connect you with professional learning, so your certification and first aid stay current.`,
  },
];

export const DEMO_TESTIMONIALS: { quote: string; person: string; business: string; region: string }[] = [
  {
    quote:
      'I had cared for my nieces for years, but I had no idea how to turn that into a business. My coach sat at my kitchen table, went through the safety checklist with me and helped me set fees I could actually live on. Six months later all five of my spaces are full.',
    person: 'Emily Chen',
    business: 'Little Maples Family Day Home',
    region: 'Calgary',
  },
  {
    quote:
      'The bookkeeping sessions changed everything. I finally know what each space costs me, and I stopped paying for supplies out of my grocery money. The spreadsheet takes me twenty minutes at the end of the month.',
    person: 'Olivia Nguyen',
    business: 'Riverbend Little Learners',
    region: 'Edmonton',
  },
  {
    quote:
      'Living in Grande Prairie I worried that support would all be in the big cities. My coach called every two weeks and came up twice for site visits. When my monitoring visit came, I had every record ready.',
    person: 'Kayla Cardinal',
    business: 'Northern Lights Day Home',
    region: 'North West Alberta',
  },
];

/** News items and one event; `daysAgo` is when each was published, `eventInDays` when the event takes place. */
export const DEMO_NEWS: {
  kind: 'news' | 'event';
  title: string;
  summary: string;
  body: string;
  location: string | null;
  eventInDays: number | null;
  daysAgo: number;
}[] = [
  {
    kind: 'news',
    title: 'Free coaching now open to day homes across Alberta',
    summary:
      'Our four coaching programmes are now available to family day home providers and small childcare businesses in every region of the province, in person or by video.',
    body: `Thanks to renewed funding for the coming year, coaching with Chinook Childcare Business Centre is free for eligible providers anywhere in Alberta.

Until now most of our coaches worked in the Edmonton and Calgary regions. This year we add regular video sessions and scheduled site visits in **Central Alberta**, **South Alberta** and the **North**, so a provider in Lethbridge or Grande Prairie gets the same support as one in the city.

Coaching covers business planning and licensing, financial management and fees, marketing and enrolment, and quality care and regulations. You choose where to start.

[Apply online](/apply) in about ten minutes; a coach will contact you within ${RESPONSE_TIME}.`,
    location: null,
    eventInDays: null,
    daysAgo: 21,
  },
  {
    kind: 'news',
    title: 'New resource: a fee-setting worksheet for family day homes',
    summary:
      'A two-page worksheet that works out the true monthly cost of each space and the fee that covers it, now in our resources library.',
    body: `Setting fees is the question we hear most often. Our coaches have turned the method they use in sessions into a worksheet you can fill in on your own.

The worksheet walks you through:

1. your monthly costs, from groceries and craft supplies to insurance and the share of your home you use;
2. the wage you want to pay yourself;
3. the number of spaces you can realistically keep full;
4. grants and subsidies that reduce what families pay.

At the end you have a fee per space and a clear picture of what happens if a space is empty for a month. Find it in our [resources](/resources), and bring it to your next coaching session if you would like a second pair of eyes on the numbers.`,
    location: null,
    eventInDays: null,
    daysAgo: 9,
  },
  {
    kind: 'event',
    title: 'Workshop: Starting a Family Day Home in Central Alberta',
    summary:
      'A free Saturday morning workshop for anyone thinking about opening a family day home: licensing steps, start-up costs and a first budget.',
    body: `Thinking about caring for children in your home? Spend a Saturday morning with two of our coaches and providers who have done it.

**The morning covers:**

- how family day homes work in Alberta, and what a licensed agency does for you;
- the home safety inspection and the documents to prepare;
- start-up costs, and a first budget worked through together;
- questions and answers with two local providers.

Coffee and snacks are provided. The workshop is free, but places are limited to 25: [apply or register your interest](/apply) and mention the workshop in your message.`,
    location: 'Red Deer Public Library, Downtown Branch, Red Deer, AB',
    eventInDays: 24,
    daysAgo: 4,
  },
];

export const DEMO_BLOG: { title: string; summary: string; body: string; author: string; daysAgo: number }[] = [
  {
    title: 'Five questions to ask before you set your day home fees',
    summary:
      'Fees that are too low are the most common reason good day homes close. A coach shares the five questions she works through with every new provider.',
    author: 'Sarah Thompson',
    daysAgo: 14,
    body: `Most providers set their first fees by asking the neighbours what they charge. It feels fair, but it says nothing about *your* costs. These are the five questions I ask instead.

## 1. What does a space really cost you each month?

Add up food, supplies, insurance, your agency or licensing costs, and a fair share of your rent or mortgage and utilities. Divide by the number of spaces.

## 2. What do you want to earn?

Your wage is a cost too. Decide it first, not last.

## 3. How many spaces will be full, on average?

Plan for ten or eleven months of full enrolment, not twelve.

## 4. What do grants and subsidies change?

The affordability grant and family subsidies lower what parents pay. Know how they apply to your program before you quote a fee.

## 5. What are your policies?

Late pick-ups, holidays and absences all affect income. Write them down and share them at enrolment.

If you would like to work through these with a coach, [apply here](/apply).`,
  },
];

export const DEMO_LANDING_CONTENT: DemoTextBlock[] = [
  {
    section: 'home-intro',
    title: 'Build a childcare business that lasts',
    body: 'Free, one-to-one coaching for family day homes and small childcare businesses across Alberta: from your first business plan to full enrolment, with a coach who knows the regulations and the realities of caring for children at home.',
  },
  {
    section: 'home-approach',
    title: 'Coaching that fits around the children',
    body: `Your coach meets you where you are: at your kitchen table during nap time, by phone, or by video in the evening. Together you agree on an **action plan** with a few clear steps, and your coach checks in until each one is done.

No classroom, no jargon, and no cost to eligible providers.`,
  },
  {
    section: 'about',
    title: 'Who we are',
    body: `Chinook Childcare Business Centre is a not-for-profit training centre in Edmonton that helps people in Alberta start and grow childcare microbusinesses: family day homes, small centres, preschools and out-of-school care.

Our coaches have run day homes, managed centres and worked as bookkeepers and licensing advisers. They know that a childcare business is both a calling and a livelihood.`,
  },
  {
    section: 'about',
    title: 'How we work',
    body: `Every provider is matched with a coach in or near their region. Coaching is practical and personal: we look at your home, your numbers and your goals, write an action plan together and record the time we spend, so our funders can see what support makes a difference.

We serve every region of the province, in person where we can and by phone or video everywhere.`,
  },
  {
    section: 'about',
    title: 'Why it matters',
    body: 'Families across Alberta are looking for care close to home. Every sustainable day home adds spaces to its community, and every provider who stays in business keeps care steady for the children who depend on it.',
  },
  {
    section: 'benefit',
    title: 'A clear plan',
    body: 'Leave your first sessions with a written business plan and an action plan: what to do next, by when, and who can help.',
  },
  {
    section: 'benefit',
    title: 'Fees that pay you fairly',
    body: 'Know what each space costs you, set fees that cover it, and keep simple books that are ready for tax time.',
  },
  {
    section: 'benefit',
    title: 'Confidence with the regulations',
    body: 'Understand what your agency and the province expect, keep the records that prove it, and welcome monitoring visits without worry.',
  },
  {
    section: 'benefit',
    title: 'Full enrolment',
    body: 'Describe your program well, reach the right families and keep a waitlist, so an empty space is filled quickly.',
  },
  {
    section: 'features',
    title: 'One coach, from start to finish',
    body: 'The same coach follows your business from the first meeting to opening day and beyond, so you never have to explain your situation twice.',
  },
  {
    section: 'features',
    title: 'Action plans and a time diary',
    body: 'Each goal becomes an action plan you can see online; your coach logs every session, so you can look back at what was done and when.',
  },
  {
    section: 'features',
    title: 'Forms and templates',
    body: 'Download budget worksheets, parent handbook templates and record-keeping forms from the [resources library](/resources).',
  },
  {
    section: 'features',
    title: 'Support across Alberta',
    body: 'Coaches in Edmonton, Calgary and Red Deer, and video sessions everywhere else, so distance is never the reason to go without help.',
  },
];

export const DEMO_SERVICES_CONTENT: DemoTextBlock[] = [
  {
    section: 'services-intro',
    title: 'Four programmes, one coach',
    body: 'Whether you are still deciding whether to open a day home or have run one for years, start with the programme that fits where you are. Most providers work through two or three over their first year, always with the same coach.',
  },
  {
    section: 'services-how',
    title: 'How coaching works',
    body: `1. **Apply online.** It takes about ten minutes.
2. **Meet your coach.** A first conversation, in person or by video, about your home, your numbers and your goals.
3. **Agree an action plan.** A few clear steps with dates.
4. **Check in regularly.** Your coach follows up every two to four weeks until the plan is done, then you set the next one.

Coaching is free for eligible providers, funded by grants for childcare in Alberta.`,
  },
];

export const DEMO_REFERRAL_CONTENT: DemoTextBlock[] = [
  {
    section: 'apply-intro',
    title: 'Who can apply',
    body: `Coaching is open to anyone in Alberta who runs, or plans to run, a small childcare business:

- family day home providers, whether you work with an agency or are just starting out;
- small licensed centres, preschools and out-of-school care programs;
- people who are thinking about opening a day home and want to know what it takes.

You do not need a licence or a business plan to apply. That is what we help with.`,
  },
  {
    section: 'apply-prepare',
    title: 'What to have ready',
    body: `You can apply without them, but your first session goes further if you bring:

- **your income**: what you earn from childcare now, or hope to, and any grants or subsidies you receive;
- **your costs**: rent or mortgage, utilities, food, supplies and insurance, even as rough monthly figures;
- **your goals**: how many children you want to care for, which ages, your hours, and when you hope to open or grow.

Rough numbers are fine. Your coach will help you make them precise.`,
  },
  {
    section: 'apply-next',
    title: 'What happens next',
    body: `A coach reads every application and contacts you within ${RESPONSE_TIME} to arrange a first conversation. Your information is kept private and used only to plan your coaching.`,
  },
];

export const DEMO_LANDING_CARDS: { title: string; description: string; link: string }[] = [
  {
    title: 'Our programmes',
    description: 'Business planning and licensing, finances and fees, marketing and enrolment, quality care and regulations.',
    link: '/services',
  },
  {
    title: 'Apply for coaching',
    description: `Tell us about your childcare business or your plans. A coach will contact you within ${RESPONSE_TIME}.`,
    link: '/apply',
  },
  {
    title: 'Forms and templates',
    description: 'Budget worksheets, parent handbook templates and record-keeping forms, free to download.',
    link: '/resources',
  },
  {
    title: 'Stories from providers',
    description: 'Day home providers across Alberta on what coaching changed for their business.',
    link: '/testimonials',
  },
];
