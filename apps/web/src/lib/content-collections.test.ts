import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../api/request';
import * as clientCoach from '../features/client-coach/client-coach-slice';
import * as landingCards from '../features/landing-cards/landing-cards-slice';
import * as landingContent from '../features/landing-content/landing-content-slice';
import * as referral from '../features/referral-content/referral-content-slice';
import * as services from '../features/services/services-slice';
import * as servicesContent from '../features/services-content/services-content-slice';
import { messages, type CollectionMessages } from '../messages';
import { ok, storeWith } from '../test-utils';

vi.mock('../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

type Thunk = (...args: any[]) => any;
interface Case {
  name: string;
  path: string;
  m: CollectionMessages;
  create: Thunk;
  fetchAll: Thunk;
  fetchOne: Thunk;
  update: Thunk;
  remove: Thunk;
}

const cases: Case[] = [
  {
    name: 'services',
    path: '/services',
    m: messages.services,
    create: services.createService,
    fetchAll: services.fetchServices,
    fetchOne: services.fetchServiceById,
    update: services.updateService,
    remove: services.deleteService,
  },
  {
    name: 'landing content',
    path: '/landing-content',
    m: messages.landingContent,
    create: landingContent.createLandingContent,
    fetchAll: landingContent.fetchLandingContentList,
    fetchOne: landingContent.fetchLandingContentById,
    update: landingContent.updateLandingContent,
    remove: landingContent.deleteLandingContent,
  },
  {
    name: 'landing cards',
    path: '/landing-cards',
    m: messages.landingCards,
    create: landingCards.createLandingCard,
    fetchAll: landingCards.fetchLandingCards,
    fetchOne: landingCards.fetchLandingCardById,
    update: landingCards.updateLandingCard,
    remove: landingCards.deleteLandingCard,
  },
  {
    name: 'referral content',
    path: '/referral-content',
    m: messages.referralContent,
    create: referral.createReferralContent,
    fetchAll: referral.fetchReferralContentList,
    fetchOne: referral.fetchReferralContentById,
    update: referral.updateReferralContent,
    remove: referral.deleteReferralContent,
  },
  {
    name: 'services content',
    path: '/services-content',
    m: messages.servicesContent,
    create: servicesContent.createServicesContent,
    fetchAll: servicesContent.fetchServicesContentList,
    fetchOne: servicesContent.fetchServicesContentById,
    update: servicesContent.updateServicesContent,
    remove: servicesContent.deleteServicesContent,
  },
  {
    name: 'client-coach',
    path: '/client-coach',
    m: messages.clientCoach,
    create: clientCoach.createClientCoach,
    fetchAll: clientCoach.fetchClientCoaches,
    fetchOne: clientCoach.fetchClientCoach,
    update: clientCoach.updateClientCoach,
    remove: clientCoach.deleteClientCoach,
  },
];

const mocked = vi.mocked(request);
beforeEach(() => {
  mocked.mockReset();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe.each(cases)('$name collection', ({ path, m, create, fetchAll, fetchOne, update, remove }) => {
  const store = () => storeWith('x', (s = null) => s);

  it('calls its paths with the success texts', async () => {
    const s = store();
    mocked
      .mockResolvedValueOnce(ok({ id: 1 }, 201))
      .mockResolvedValueOnce(ok([]))
      .mockResolvedValueOnce(ok({ id: 1 }));
    mocked.mockResolvedValueOnce(ok({ id: 1 })).mockResolvedValueOnce(ok({ id: 1 }));
    await s.dispatch(create({}));
    await s.dispatch(fetchAll());
    await s.dispatch(fetchOne(1));
    await s.dispatch(update({ id: 1, data: {} }));
    await s.dispatch(remove(1));
    expect(mocked.mock.calls.map((c) => `${c[0]} ${c[1]}`)).toEqual([
      `POST ${path}`,
      `GET ${path}`,
      `GET ${path}/1`,
      path === '/client-coach' ? `PUT ${path}` : `PUT ${path}/1`,
      `DELETE ${path}/1`,
    ]);
    expect(vi.mocked(toast.success).mock.calls.map((c) => c[0])).toEqual([m.created, m.updated, m.deleted].filter(Boolean));
  });

  it('raises its failure texts', async () => {
    const s = store();
    mocked.mockRejectedValue(new Error('down'));
    await s.dispatch(create({}));
    await s.dispatch(fetchAll());
    await s.dispatch(fetchOne(1));
    await s.dispatch(update({ id: 1, data: {} }));
    await s.dispatch(remove(1));
    expect(vi.mocked(toast.error).mock.calls.map((c) => c[0])).toEqual([
      m.createFailed,
      m.fetchAllFailed,
      m.fetchOneFailed,
      m.updateFailed,
      m.deleteFailed,
    ]);
  });
});
