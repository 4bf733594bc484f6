import { type CollectionDef, type CollectionName, collections, type CreateBodyOf, type UpdateBodyOf } from '@tc/contract/content';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { fileUrl, putFile, sha256Of } from '../src/storage/file-store';
import { call } from './harness';

/**
 * What the content tests share: a valid create body and a change for every
 * collection (typed from the contract, so a new collection must add its own),
 * and items put into a given state (published, draft, scheduled, deleted).
 */

/** The gallery sample's picture: content may point only at a stored file, so the tests store it first (storeSampleFiles). */
const SAMPLE_IMAGE = Buffer.from('the bytes of the sample picture');

/** Stores the files the samples point at; run once per app before making items. */
export async function storeSampleFiles(app: FastifyInstance): Promise<void> {
  await putFile(app.db, { bytes: SAMPLE_IMAGE, mime_type: 'image/webp' });
}

type Samples = { [N in CollectionName]: CreateBodyOf<(typeof collections)[N]> };
type Changes = { [N in CollectionName]: UpdateBodyOf<(typeof collections)[N]> };

export const SAMPLES: Samples = {
  newsEvents: {
    kind: 'event',
    title: 'Open house at the centre',
    summary: 'Meet the coaches and see what coaching looks like.',
    body: 'Join us **in person**.',
    event_date: '2026-09-12',
    location: 'Edmonton, AB',
    status: 'published',
  },
  blogPosts: {
    title: 'Setting your fees',
    summary: 'Five questions before you set fees.',
    body: '## Start with costs',
    author: 'Sarah Thompson',
    status: 'published',
  },
  services: { title: 'Financial Management', summary: 'Fees and books.', description: 'Set fees that cover **costs**.', sort_order: 1 },
  testimonials: {
    quote: 'My coach changed everything.',
    person: 'Emily Chen',
    business: 'Little Maples',
    region: 'Calgary',
    status: 'published',
  },
  galleryImages: { image_url: fileUrl(sha256Of(SAMPLE_IMAGE)), alt: 'Children painting at a table', caption: 'Art morning' },
  landingContent: { section: 'home-intro', title: 'Build a business that lasts', body: 'Free coaching.' },
  landingCards: { title: 'Apply', description: 'Tell us about your plans.', link: '/apply', sort_order: 2 },
  servicesContent: { section: 'services-intro', title: 'Four programmes', body: 'Start where you are.' },
  referralContent: { section: 'apply-intro', title: 'Who can apply', body: 'Anyone in Alberta.' },
};

export const CHANGES: Changes = {
  newsEvents: { title: 'Open house (new date)' },
  blogPosts: { title: 'Setting your fees, revisited' },
  services: { summary: 'Fees, budgets and books.' },
  testimonials: { quote: 'My coach changed my business.' },
  galleryImages: { alt: 'Children painting outdoors' },
  landingContent: { title: 'Build a childcare business that lasts' },
  landingCards: { description: 'Apply in ten minutes.' },
  servicesContent: { body: 'Start with the programme that fits.' },
  referralContent: { title: 'Who may apply' },
};

export const COLLECTIONS = Object.entries(collections) as [CollectionName, CollectionDef][];

/**
 * The states an item can be in, from its definition: published (or simply live),
 * draft, scheduled for later (with publish_at) and deleted.
 */
export type ItemState = 'live' | 'draft' | 'scheduled' | 'deleted';

export function statesOf(def: CollectionDef): ItemState[] {
  return ['live', ...(def.publishing ? (['draft'] as const) : []), ...(def.scheduled ? (['scheduled'] as const) : []), 'deleted'];
}

/** Whether a visitor (or a client or coach) sees an item in that state. */
export const isPublicState = (state: ItemState | 'missing') => state === 'live';

export const FUTURE = '2099-01-01T09:00:00.000Z';

/** The content tables seen generically: the tests compare whole rows, whatever their columns. */
export const looseDb = (app: FastifyInstance) => app.db as unknown as Kysely<Record<string, Record<string, unknown>>>;

/** The stored row, as the database holds it. */
export async function rowOf(app: FastifyInstance, def: CollectionDef, id: number) {
  return looseDb(app).selectFrom(def.table).selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countRows(app: FastifyInstance, table: string): Promise<number> {
  const r = await looseDb(app)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Creates an item through the API as an administrator, then puts it in `state`. */
export async function makeItem(app: FastifyInstance, name: CollectionName, adminToken: string, state: ItemState = 'live') {
  const def: CollectionDef = collections[name];
  const res = await call(app, 'POST', `/api${def.path}`, { token: adminToken, body: SAMPLES[name] });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.data.id as number;
  const set: Record<string, unknown> = {};
  if (state === 'draft') set.status = 'draft';
  if (state === 'scheduled') Object.assign(set, { status: 'published', publish_at: FUTURE });
  if (state === 'deleted') set.deleted_at = new Date().toISOString();
  if (Object.keys(set).length) await looseDb(app).updateTable(def.table).set(set).where('id', '=', id).execute();
  return id;
}
