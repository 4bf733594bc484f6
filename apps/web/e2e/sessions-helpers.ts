import { expect, type APIRequestContext } from '@playwright/test';
import { bearer, STAFF, unique } from './people-helpers';

/** The people of the session specs: a coach and clients of their own, made afresh so no other spec's sessions or hours meet them. */
export interface SessionWorld {
  admin: Record<string, string>;
  coach: Person;
  /** A second coach, whose hours the hours spec changes. */
  hoursCoach: Person;
  /** Clients of `coach`. */
  booker: Person;
  canceller: Person;
  rival: Person;
}

export interface Person {
  id: number;
  username: string;
  password: string;
  name: string;
}

const PASSWORD = 'Welcome-2026-sessions';

/** What signing in sends (the sign-in call takes nothing more). */
export const login = (p: Person) => ({ username: p.username, password: p.password });

/** POSTs `data` and answers the new record's id (201 expected). */
export async function created(request: APIRequestContext, auth: Record<string, string>, url: string, data: object): Promise<number> {
  const res = await request.post(url, { headers: auth, data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** A coach (3) or client (4) of their own, made by the administrator. */
export async function person(request: APIRequestContext, admin: Record<string, string>, first: string, category: 3 | 4): Promise<Person> {
  const username = unique(first.toLowerCase());
  const last = category === 3 ? 'Coach' : 'Daycare';
  const id = await created(request, admin, '/api/users/create', {
    username,
    password: PASSWORD,
    category_id: category,
    email: `${username}@example.ca`,
    firstname: first,
    lastname: `${last}${username.slice(-4)}`,
    region: 'Calgary',
    ...(category === 4 ? { business_name: `${first} ${username} Day Home` } : {}),
  });
  return { id, username, password: PASSWORD, name: `${first} ${last}${username.slice(-4)}` };
}

/** Every day of the week, 09:00–12:00 visits and 13:00–15:00 calls: free slots on every coming day. */
export const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => [
  { weekday, startTime: '09:00', endTime: '12:00', mode: 'visit' },
  { weekday, startTime: '13:00', endTime: '15:00', mode: 'call' },
]);

export async function makeSessionWorld(request: APIRequestContext): Promise<SessionWorld> {
  const admin = await bearer(request, STAFF.admin);
  const coach = await person(request, admin, 'Odette', 3);
  const hoursCoach = await person(request, admin, 'Hugo', 3);
  const [booker, canceller, rival] = [
    await person(request, admin, 'Bea', 4),
    await person(request, admin, 'Cal', 4),
    await person(request, admin, 'Rory', 4),
  ];
  for (const client of [booker, canceller, rival])
    await created(request, admin, '/api/client-coach', { client_id: client.id, coach_id: coach.id });
  const put = await request.put(`/api/coaches/${coach.id}/availability`, { headers: admin, data: { weekly: EVERY_DAY } });
  expect(put.status(), await put.text()).toBe(200);
  return { admin, coach, hoursCoach, booker, canceller, rival };
}

// One set of people per worker (the module is loaded once per worker), made by the first test that needs it.
let world: Promise<SessionWorld> | undefined;
export const worldOf = (request: APIRequestContext) => (world ??= makeSessionWorld(request));

export interface SlotRow {
  start: string;
  end: string;
  mode: 'visit' | 'call';
}

/** A coach's free slots in the coming two weeks, as the client's screen asks for them. */
export async function freeSlots(
  request: APIRequestContext,
  auth: Record<string, string>,
  coachId: number,
  from: string,
): Promise<SlotRow[]> {
  const to = new Date(Date.parse(`${from}T00:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10);
  const res = await request.get(`/api/coaches/${coachId}/slots?from=${from}&to=${to}`, { headers: auth });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as SlotRow[];
}

/** Today in Alberta, as the server counts it. */
export const albertaToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Edmonton', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** "Thursday", read from an Alberta wall-clock time as the screens read it. */
export const weekdayOf = (local: string) =>
  new Intl.DateTimeFormat('en-CA', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${local.slice(0, 10)}T00:00:00Z`));
