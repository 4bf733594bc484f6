// The cases of `npm run bench` (tools/bench.mjs), declared once, each with the target of issue 28 it answers
// (docs/architecture.md#scale, docs/decisions/038-bench-cases.md). A list is one entry of LISTS: the bench
// makes its cases from it (each role, first and deepest page, each sort the API allows, each filter) and
// checks the list of entries against the API's own OpenAPI document, so a list call without an entry is
// reported rather than left out unnoticed. An export is one line of EXPORTS.

/**
 * The roles of the generated centre (apps/api/src/cli/seed-large.ts): bench.admin, bench.coach1 and
 * bench.client1, one of bench.coach1's clients.
 */
export const ROLES = ['admin', 'coach', 'client'];

/**
 * Target 1 (and 7): every list call. `path` under /api, with `{coachId}`, `{clientId}`, `{planId}`,
 * `{region}`, `{weekFrom}`, `{weekTo}` filled in from the generated centre; `roles` who may call it;
 * `query` sent with every case of the entry (`roleQuery[role]` for one role only); `sorts` makes a case per
 * column of the list's `sort` (read from the OpenAPI document, so a new column is measured without an edit
 * here) on the first page, and with `'deep'` on the deepest page too (the lists that grow with the clients;
 * the others are one coach's or one client's, or the coaches); `filters` a case each (`$roles`: for those roles only), on the first page (the deepest page
 * of a filtered list is no deeper than the unfiltered one's); `keyset: true` also the deepest page by
 * `after=` (the `next` of the page before); `paging: false` a list that is one page by design.
 */
export const LISTS = [
  {
    path: '/users',
    roles: ['admin'],
    sorts: 'deep',
    filters: [
      { q: 'maple' },
      { q: 'bench.client7777' },
      { region: '{region}' },
      { category_id: '3' },
      { status: 'inactive' },
      { archived: 'true' },
    ],
  },
  {
    path: '/users/clients',
    roles: ['admin', 'coach'],
    sorts: 'deep',
    filters: [
      { q: 'maple' },
      { q: 'bench.client7777' },
      { region: '{region}' },
      { status: 'active' },
      { mine: 'true' },
      { no_coach: 'true' },
      { coach: '{coachId}' },
    ],
  },
  { path: '/users/coaches', roles: ['admin', 'coach'], sorts: 'first', filters: [{ q: 'chen' }, { region: '{region}' }] },
  { path: '/users/coaches-by-region', roles: ['admin', 'coach'], query: { region: '{region}' } },
  { path: '/users/associated-clients/{coachId}', roles: ['admin', 'coach'], sorts: 'first', filters: [{ q: 'maple' }] },
  { path: '/client-coach', roles: ['admin'], filters: [{ coach_id: '{coachId}' }, { client_id: '{clientId}' }] },
  {
    path: '/action-plans',
    roles: ['admin', 'coach', 'client'],
    pageSize: 10,
    keyset: true,
    roleQuery: { client: { clientId: '{clientId}' } },
    filters: [{ clientId: '{clientId}' }, { coachId: '{coachId}' }, { status: 'open' }, { archived: 'true', $roles: ['admin'] }],
  },
  { path: '/action-journals', roles: ['admin', 'coach', 'client'], filters: [{ client_id: '{clientId}' }] },
  {
    path: '/action-journals/filter',
    roles: ['admin', 'coach'],
    query: { coach_id: '{coachId}' },
    filters: [{ actionplan_id: '{planId}' }],
  },
  { path: '/action-journals/summary', roles: ['admin', 'coach', 'client'], paging: false, query: { client_id: '{clientId}' } },
  { path: '/milestones', roles: ['admin', 'coach', 'client'], filters: [{ client_id: '{clientId}' }] },
  {
    path: '/sessions',
    roles: ['admin', 'coach', 'client'],
    sorts: 'deep',
    filters: [
      { coach_id: '{coachId}', from: '{weekFrom}', to: '{weekTo}', pageSize: '100' },
      { region: '{region}' },
      { status: 'scheduled,requested' },
      { client_id: '{clientId}' },
    ],
  },
  { path: '/conversations', roles: ['admin', 'coach'], filters: [{ q: 'maple' }] },
  { path: '/clients/{clientId}/messages', roles: ['admin', 'coach', 'client'], paging: false, query: { limit: '50' } },
  { path: '/messages/unread', roles: ['admin', 'coach', 'client'], paging: false },
  { path: '/clients/{clientId}/files', roles: ['admin', 'coach', 'client'], sorts: 'first' },
  { path: '/imports', roles: ['admin'] },
  { path: '/audit', roles: ['admin'], filters: [{ q: 'maple' }, { action: 'login' }, { entity: 'action_plan' }, { actorId: '{coachId}' }] },
  { path: '/audit/sign-in-locks', roles: ['admin'], paging: false },
  { path: '/applications', roles: ['admin'], filters: [{ status: 'new' }, { q: 'maple' }] },
  { path: '/media', roles: ['admin'], filters: [{ missingAlt: 'true' }] },
  { path: '/mail', roles: ['admin'] },
  { path: '/form-files', roles: ['admin', 'coach', 'client'], sorts: 'first' },
  { path: '/dashboard', roles: ['admin', 'coach', 'client'], paging: false },
  { path: '/dashboard/new-clients', roles: ['admin', 'coach'], paging: false },
  { path: '/privacy/erasure-due', roles: ['admin'], paging: false },
  { path: '/clients/{clientId}/coaches', roles: ['admin', 'coach', 'client'], paging: false },
  { path: '/regions', roles: ['admin'], paging: false },
];

/**
 * List calls of the OpenAPI document that have no entry in LISTS, and why: each is small by nature (its
 * rows do not grow with the number of clients), or is a list of one record's parts.
 */
export const NOT_MEASURED = {
  '/users/assosiatedCilents/{coachId}': 'the old spelling of /users/associated-clients/{coachId}, the same handler',
  '/users/coaches/{id}/sole-clients': "one coach's clients, asked once before archiving the coach",
  '/action-plans/{id}/steps': "one plan's checklist (a dozen steps at most)",
  '/applications/{id}/suggested-coaches': "the coaches of one applicant's region",
  '/coaches/{coachId}/availability': "one coach's weekly hours",
  '/coaches/{coachId}/slots': "one coach's free slots of a few weeks",
  '/coaches/free': 'the coaches free at one time: at most every coach (hundreds)',
  '/account/reminders': "the caller's own reminder settings",
  '/account/notifications': "the caller's own notification settings",
  '/applications/{id}': 'one application with its history',
  '/sessions/check': 'the sessions that clash with one time of one coach and client',
  '/coach-report': 'a report: target 2 (REPORTS)',
  '/client-report': "one client's report: its CSV is one of EXPORTS",
  '/getAllClientsReport': 'a report: target 2 (REPORTS)',
  '/getAllClientsReport/regions': 'a report: target 2 (REPORTS)',
  '/landing-image': 'public site content: a few dozen rows, set by hand',
  '/news-events': 'public site content: a few dozen rows, set by hand',
  '/blog': 'public site content: a few dozen rows, set by hand',
  '/services': 'public site content: a few dozen rows, set by hand',
  '/testimonials': 'public site content: a few dozen rows, set by hand',
  '/gallery': 'public site content: a few dozen rows, set by hand',
  '/landing-content': 'public site content: a few dozen rows, set by hand',
  '/landing-cards': 'public site content: a few dozen rows, set by hand',
  '/services-content': 'public site content: a few dozen rows, set by hand',
  '/referral-content': 'public site content: a few dozen rows, set by hand',
};

/**
 * Target 2: the reports a person waits for, one request at a time and ten at once. `{fiscalYear}` is the
 * fiscal year with the most diary entries (found when the bench starts).
 */
export const REPORTS = [
  { name: 'all-clients report, heaviest fiscal year', path: '/getAllClientsReport?year={fiscalYear}' },
  { name: 'regions report, heaviest fiscal year', path: '/getAllClientsReport/regions?year={fiscalYear}' },
  { name: 'coach report, heaviest fiscal year', path: '/coach-report?coach_id={coachId}&year={fiscalYear}' },
];

/**
 * Target 3: every CSV export, as an administrator: one line each. `rowsOf`: the list whose X-Total-Count is
 * the number of rows the export must hold (a row cap shows as fewer). GET paths of the OpenAPI document
 * ending in `.csv` and not named here are added by the bench as they are (so a new export is timed at once).
 */
export const EXPORTS = [
  { name: 'clients CSV', path: '/users/clients?format=csv', rowsOf: '/users/clients' },
  { name: 'audit CSV', path: '/audit/export.csv', rowsOf: '/audit' },
  { name: "diary CSV, the whole centre's", path: '/action-journals/export.csv', rowsOf: '/action-journals' },
  { name: 'all-clients report CSV', path: '/getAllClientsReport?year={fiscalYear}&format=csv' },
  { name: 'regions report CSV', path: '/getAllClientsReport/regions?year={fiscalYear}&format=csv' },
  { name: 'coach report CSV', path: '/coach-report?coach_id={coachId}&year={fiscalYear}&format=csv' },
  { name: 'client report CSV', path: '/client-report?client_id={clientId}&year={fiscalYear}&format=csv' },
];

/** Target 7: the lists added by "The administrator's first month", a part of target 1's cases. */
export const NEW_LISTS = /sessions|messages|conversations|notes|imports/;

/** The sort values of `path`'s list in the OpenAPI document `doc` (ascending ones: one case a column). */
export function sortsOf(doc, path) {
  const parameters = doc.paths?.[`/api${path}`]?.get?.parameters ?? [];
  const sort = parameters.find((p) => p.in === 'query' && p.name === 'sort');
  return (sort?.schema?.enum ?? []).filter((v) => !v.startsWith('-'));
}

const queryParams = (doc, path) =>
  new Set((doc.paths?.[`/api${path}`]?.get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));

/**
 * The cases of target 1: for each entry of LISTS and each role, the first page and the deepest, unsorted,
 * by each sort and with each filter; each case `{ target, name, role, path, query, page, pageSize }`, its
 * name the same at every size (the deepest page's number is found when it runs).
 */
export function listCases(doc) {
  const cases = [];
  for (const list of LISTS) {
    const params = queryParams(doc, list.path);
    const paged = list.paging !== false && params.has('page');
    const pageSize = paged && params.has('pageSize') ? String(list.pageSize ?? 25) : undefined;
    const variants = [{}];
    if (list.sorts)
      for (const sort of sortsOf(doc, list.path)) variants.push({ sort, ...(list.sorts === 'deep' ? {} : { $firstOnly: true }) });
    for (const filter of list.filters ?? []) variants.push(filter);
    for (const role of list.roles) {
      for (const variant of variants) {
        const { $firstOnly, $roles, ...chosen } = variant;
        if ($roles && !$roles.includes(role)) continue;
        const query = { ...list.query, ...list.roleQuery?.[role], ...(pageSize ? { pageSize } : {}), ...chosen };
        const shown = new URLSearchParams(query).toString().replace(/%7B/g, '{').replace(/%7D/g, '}').replace(/%2C/g, ',');
        const name = `${role} ${list.path}${shown ? `?${shown}` : ''}`;
        const one = { target: 1, role, path: list.path, query, pageSize: Number(query.pageSize ?? 0) || undefined };
        if (NEW_LISTS.test(list.path)) one.alsoTarget = 7;
        cases.push({ ...one, name: paged ? `${name} first` : name, page: 'first' });
        const filtered = $firstOnly || Object.keys(chosen).some((k) => k !== 'sort');
        if (paged && !filtered) cases.push({ ...one, name: `${name} deepest`, page: 'deep' });
        if (paged && list.keyset && !chosen.sort && !filtered) cases.push({ ...one, name: `${name} deepest by keyset`, page: 'keyset' });
      }
    }
  }
  return cases;
}

/** The list calls of the OpenAPI document: GETs whose answer is an array, or an object holding one. */
export function listCallsOf(doc) {
  const lists = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const schema = item.get?.responses?.['200']?.content?.['application/json']?.schema;
    if (!schema) continue;
    const isList = schema.type === 'array' || Object.values(schema.properties ?? {}).some((p) => p.type === 'array');
    if (isList) lists.push(path.replace(/^\/api/, ''));
  }
  return lists;
}

/** List calls of `doc` neither measured (LISTS) nor said why not (NOT_MEASURED). */
export function uncovered(doc) {
  const named = new Set(LISTS.map((l) => l.path.replace(/\{(\w+)\}/g, '{}')));
  const reasons = new Set(Object.keys(NOT_MEASURED).map((p) => p.replace(/\{(\w+)\}/g, '{}')));
  return listCallsOf(doc).filter((p) => {
    const shape = p.replace(/\{(\w+)\}/g, '{}');
    return !named.has(shape) && !reasons.has(shape);
  });
}

/** CSV exports of `doc` (GET paths ending in .csv) that EXPORTS does not name. */
export function moreExports(doc) {
  const named = new Set(EXPORTS.map((e) => e.path.split('?')[0]));
  return Object.keys(doc.paths ?? {})
    .filter((p) => p.endsWith('.csv') && doc.paths[p].get && !p.includes('{'))
    .map((p) => p.replace(/^\/api/, ''))
    .filter((p) => !named.has(p))
    .map((path) => ({ name: `${path} (from the API's document)`, path }));
}
