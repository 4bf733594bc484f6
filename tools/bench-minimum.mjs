#!/usr/bin/env node
// `node tools/bench-minimum.mjs DATA_DIR PORT [--api-sql]`: the hand-written minimum of the plan list, the
// (b) case of `npm run bench`, as its yardstick. The same request as the API's
// GET /api/action-plans?clientId=&page= on the same SQLite file, with nothing but what it needs:
// Fastify, better-sqlite3 prepared statements, an HS256 check with node:crypto, the signed-in
// user reloaded by id, the coach's assignment checked, one page of plans with the total and
// JSON.stringify of the same envelope (the plan's status and checklist progress included), with the headers
// the API's answer carries (its request id, no-store,
// the security headers of a JSON answer, the total): the same answer, as a server written by hand would
// have to send it. No schemas, hooks, plugins or query builder. `--api-sql` reads
// with the API's own two statements instead of these five (the user with their assignment; the page
// with its total, its values bound as SQLite does not re-plan them): the same SQL as the API, so that
// what remains between the two is the framework's work alone.
import { createHmac, createSecretKey, randomUUID, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import Fastify from 'fastify';

/** The server on the centre in data directory `dir` (not listening yet); `apiSql`: with the API's statements. */
export function buildMinimum(dir, { apiSql = false } = {}) {
  const secret = process.env.JWT_SECRET ?? readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim();
  const db = new Database(path.join(dir, 'app.db'), { fileMustExist: true });
  db.pragma('busy_timeout = 5000');

  // The next page's cursor as the API writes it (lib/cursor.ts): `date|id` and a short MAC.
  const cursorKey = createSecretKey(createHmac('sha256', secret).update('list cursors').digest());
  const cursorOf = ({ date, id }) =>
    Buffer.concat([Buffer.from(`${date}|${id}`), createHmac('sha256', cursorKey).update(`${date}|${id}`).digest().subarray(0, 8)]).toString(
      'base64url',
    );

  const ADMIN = 2;
  const COACH = 3;
  // As apps/api/src/db/plan-repository.ts selects them: with the plan's status and its checklist's progress.
  const COLUMNS = `p.id, p.client_id, p.coach_id, p.date, p.summary, p.description, p.private_note, p.status, p.due_date,
  p.finished_at, (select count(*) from plan_steps ps where ps.actionplan_id = p.id) as steps_total,
  (select count(*) from plan_steps ps where ps.actionplan_id = p.id and ps.done_at is not null) as steps_done,
  p.created_at, p.updated_at, p.deleted_at, cl.firstname as client_firstname, cl.lastname as client_lastname, cl.business_name as client_business_name,
  co.firstname as coach_firstname, co.lastname as coach_lastname`;
  // Plans of one client (coach: only an assigned one), archived clients' plans left out, newest first.
  const WHERE = `p.deleted_at is null and p.client_id not in (select id from users where deleted_at is not null) and p.client_id = ?`;
  const count = db.prepare(`select count(*) as n from action_plans p where ${WHERE}`);
  const read = apiSql ? apiStatements() : ownStatements();

  /** The five statements: the user, the assignment, the page's keys, the count, the page's rows. */
  function ownStatements() {
    const userById = db.prepare('select * from users where id = ? and deleted_at is null');
    const assigned = db.prepare('select id from client_coach where coach_id = ? and client_id = ?');
    const pageKeys = db.prepare(`select p.id, p.date from action_plans p where ${WHERE} order by p.date desc, p.id desc limit ? offset ?`);
    const rowsOf = new Map();
    const rowsStatement = (n) => {
      if (!rowsOf.has(n)) {
        const sql = `select ${COLUMNS} from action_plans p join users cl on cl.id = p.client_id left join users co on co.id = p.coach_id
        where p.id in (${Array(n).fill('?').join(', ')}) order by p.date desc, p.id desc`;
        rowsOf.set(n, db.prepare(sql));
      }
      return rowsOf.get(n);
    };
    return {
      user: (id) => userById.get(id),
      coaches: (me, clientId) => !!assigned.get(me.id, clientId),
      page: (clientId, pageSize, offset) => {
        const keys = pageKeys.all(clientId, pageSize + 1, offset);
        const shown = keys.slice(0, pageSize);
        const total = count.get(clientId).n;
        const rows = shown.length ? rowsStatement(shown.length).all(...shown.map((k) => k.id)) : [];
        return { rows, total, last: keys.length > pageSize ? shown[shown.length - 1] : undefined };
      },
    };
  }

  /** The API's two statements (apps/api: db/users-repository.ts, action-plans-repository.ts), the count past the last page. */
  function apiStatements() {
    const userCoaching = db.prepare(`select u.*, exists (select cc.id from client_coach cc where cc.coach_id = u.id and cc.client_id = ?)
      as coaches from users u where u.id = ? and u.deleted_at is null`);
    const pageOf = db.prepare(`select ${COLUMNS}, (select count(*) from action_plans c where c.client_id = cast(? as integer)
      and c.deleted_at is null) as total from action_plans p join users cl on cl.id = p.client_id left join users co on co.id = p.coach_id
      where p.client_id = cast(? as integer) and p.deleted_at is null and cl.deleted_at is null order by p.date desc, p.id desc
      limit cast(? as integer) offset cast(? as integer)`);
    return {
      user: (id, clientId) => userCoaching.get(clientId, id),
      coaches: (me) => me.coaches === 1,
      page: (clientId, pageSize, offset) => {
        const found = pageOf.all(clientId, clientId, pageSize + 1, offset);
        const rows = found.slice(0, pageSize);
        const total = found.length ? found[0].total : offset === 0 ? 0 : count.get(clientId).n;
        return { rows, total, last: found.length > pageSize ? rows[rows.length - 1] : undefined };
      },
    };
  }

  /** The user id and token version of a valid HS256 token, else null. */
  function verify(token) {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[2].length !== 43) return null;
    const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest('base64url');
    if (!timingSafeEqual(Buffer.from(parts[2]), Buffer.from(expected))) return null;
    const header = JSON.parse(Buffer.from(parts[0], 'base64url').toString());
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString());
    if (header.alg !== 'HS256' || !(claims.exp > Date.now() / 1000) || !/^[1-9]\d*$/.test(claims.sub)) return null;
    return { id: Number(claims.sub), ver: claims.ver };
  }

  const toPlan = (r) => ({
    id: r.id,
    client_id: r.client_id,
    coach_id: r.coach_id,
    date: r.date,
    summary: r.summary,
    description: r.description,
    privateNote: r.private_note,
    status: r.status,
    due_date: r.due_date,
    finished_at: r.finished_at,
    steps: { total: r.steps_total, done: r.steps_done },
    coach:
      r.coach_id !== null && r.coach_firstname !== null
        ? { id: r.coach_id, firstname: r.coach_firstname, lastname: r.coach_lastname ?? '' }
        : null,
    client: { id: r.client_id, firstname: r.client_firstname, lastname: r.client_lastname, business_name: r.client_business_name },
    archivedAt: r.deleted_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  });

  // apps/api/src/lib/security-headers.ts, apiAnswerHeaders(): what every JSON answer of the API carries over
  // plain HTTP, as the bench asks (Strict-Transport-Security only over https).
  const ANSWER_HEADERS = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };

  const app = Fastify({ logger: false });
  app.get('/api/action-plans', (request, reply) => {
    const fail = (status, error, code) => reply.code(status).send({ error, code });
    const claims = verify(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
    const clientId = Number(request.query.clientId);
    const me = claims && read.user(claims.id, clientId);
    if (!me || me.status !== 'active' || me.token_version !== claims.ver) return fail(401, 'Please sign in.', 'UNAUTHENTICATED');
    const page = Number(request.query.page ?? 1);
    const pageSize = Number(request.query.pageSize ?? 10);
    if (!Number.isInteger(clientId) || !Number.isInteger(page) || page < 1) return fail(400, 'Bad query.', 'VALIDATION_ERROR');
    const allowed = me.category_id === ADMIN || (me.category_id === COACH ? read.coaches(me, clientId) : me.id === clientId);
    if (!allowed) return fail(403, 'These action plans are not available to you.', 'FORBIDDEN');
    const { rows, total, last } = read.page(clientId, pageSize, (page - 1) * pageSize);
    const body = { total, page, pageSize, actionPlans: rows.map(toPlan) };
    if (last) body.next = cursorOf(last);
    reply.headers({ 'x-request-id': randomUUID(), 'cache-control': 'no-store', ...ANSWER_HEADERS, 'x-total-count': String(total) });
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
  });
  app.addHook('onClose', async () => db.close());
  return app;
}

if (process.argv[1] === import.meta.filename) {
  const [dir, port, option] = process.argv.slice(2);
  const app = buildMinimum(dir, { apiSql: option === '--api-sql' });
  await app.listen({ port: Number(port), host: '127.0.0.1' });
  // Exits cleanly when stopped, so that `node --cpu-prof` writes its profile.
  process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
}
