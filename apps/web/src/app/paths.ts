/**
 * Every path of the app (product specification section 2), in one place. `patterns` feed the route
 * table; `paths` build links: a string where the route has no parameter, a
 * function where it has one. Screens, navigation and e2e tests use `paths`.
 * No imports on purpose: the Playwright specs load this file under Node.
 */
/** The public site's paths: rendered on the server, open to everyone. */
export const publicPatterns = {
  // Public site
  home: '/',
  aboutUs: '/aboutus',
  contactUs: '/contactus',
  services: '/services',
  resources: '/resources',
  apply: '/apply',
  cookiePolicy: '/cookiepolicy',
  gallery: '/gallery',
  privacyPolicy: '/privacypolicy',
  terms: '/terms',
  testimonials: '/testimonials',
  benefit: '/benefit',
  news: '/news',
  newsPost: '/newsplanblog/:id',
  features: '/features',
  resourceDetail: '/resource/:id',
  allResources: '/all-resources',
  login: '/login',
  /** Opened from an invitation or password-reset email (?token=…); not in the sitemap, kept out of search engines. */
  setPassword: '/set-password',
  /** Opened from the link at the foot of an email a person may turn off (?u=&k=&t=); not in the sitemap, kept out of search engines. */
  unsubscribe: '/unsubscribe',
} as const;

/**
 * The private app's paths: signed-in people only, rendered in the browser from index.html, which the installed app
 * keeps to open them without a signal (docs/decisions/054-installable-app.md).
 */
export const privatePatterns = {
  // Any signed-in user (the screen itself narrows by role)
  dashboard: '/dashboard',
  account: '/account',
  clientListing: '/clientlisting',
  clientProfile: '/clients/:id',
  clientReport: '/client-report/:client_id',
  regionListing: '/regionlisting',
  report: '/report',
  coachReport: '/report-coach/:coach_id',
  coachReports: '/report-coach',
  coachPlans: '/coach-plans',
  actionPlans: '/action-plans/:clientId',
  timeDiary: '/timediary/:id',

  // Administrators and coaches
  coachListing: '/coachlisting',
  calendar: '/calendar',

  // Coaches only: the changes made on this device without a signal (docs/decisions/055-offline-work.md)
  offlineChanges: '/changes',

  // Administrators only
  landingImages: '/landingImg',
  serviceCards: '/servicescard',
  contentChange: '/contentchange',
  servicesContent: '/servicescontent',
  referralContent: '/referralcontent',
  forms: '/forms',
  auditTrail: '/audit-trail',
  applications: '/applications',
  outgoingMail: '/outgoing-mail',
  mediaLibrary: '/media',
  securitySettings: '/security',
  /** Clients or coaches from a CSV or Excel file (?kind=coaches), and the imports done. */
  importPeople: '/import',
  /** The public pages and the blocks each shows, in page order (packages/contract/src/site-pages.ts). */
  sitePages: '/site-pages',
  sitePage: '/site-pages/:page',

  // Administrators, coaches and clients
  memberResources: '/resource',
  viewResource: '/view/:resource',

  // Coaching sessions: a coach's weekly hours and days away (coaches; administrators choose the coach), and a
  // client's sessions with asking for one (clients only)
  availability: '/availability',
  mySessions: '/my-sessions',

  // Messages (docs/decisions/026-messages.md): staff see their conversations; a client goes straight to theirs
  messages: '/messages',
  conversation: '/messages/:clientId',
} as const;

export const patterns = { ...publicPatterns, ...privatePatterns } as const;

type Param = string | number;

/** `/action-plans/:clientId` with 7 → `/action-plans/7`; each parameterised route has one parameter. */
const fill = (pattern: string, value: Param) => pattern.replace(/:[^/]+/, encodeURIComponent(String(value)));

export const paths = {
  ...patterns,
  newsPost: (id: Param) => fill(patterns.newsPost, id),
  resourceDetail: (id: Param) => fill(patterns.resourceDetail, id),
  clientReport: (clientId: Param) => fill(patterns.clientReport, clientId),
  coachReport: (coachId: Param) => fill(patterns.coachReport, coachId),
  actionPlans: (clientId: Param) => fill(patterns.actionPlans, clientId),
  clientProfile: (clientId: Param) => fill(patterns.clientProfile, clientId),
  timeDiary: (clientId: Param) => fill(patterns.timeDiary, clientId),
  viewResource: (resource: Param) => fill(patterns.viewResource, resource),
  conversation: (clientId: Param) => fill(patterns.conversation, clientId),
  sitePage: (page: Param) => fill(patterns.sitePage, page),
  /** The sign-in screen opened on its registration form. */
  register: `${patterns.login}?mode=register`,
  /** The sign-in screen opened on its "Forgot password?" form. */
  forgotPassword: `${patterns.login}?mode=forgot`,
} as const;
