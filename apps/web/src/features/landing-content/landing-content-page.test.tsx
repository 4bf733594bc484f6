import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { storeWith, ok } from '../../test-utils';
import BenefitPage from './benefit-page';
import { landingContentReducer } from './landing-content-slice';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));
configure({ asyncUtilTimeout: 5000 });

const mocked = vi.mocked(request);
const block = (id: number, section: string, title: string) => ({
  id,
  section,
  title,
  body: `**${title}** in detail.`,
  archivedAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

function renderBenefit() {
  render(
    <Provider store={storeWith('landingContent', landingContentReducer)}>
      <MemoryRouter>
        <BenefitPage />
      </MemoryRouter>
    </Provider>,
  );
}

beforeEach(() => mocked.mockReset());
afterEach(cleanup);

describe('a landing content page', () => {
  it('shows the blocks of its section as cards, with Markdown, and describes itself from their titles', async () => {
    mocked.mockResolvedValueOnce(
      ok([block(2, 'about', 'Who we are'), block(5, 'benefit', 'Full enrolment'), block(4, 'benefit', 'A clear plan')]),
    );
    renderBenefit();
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['A clear plan', 'Full enrolment']);
    expect(screen.queryByText('Who we are')).toBeNull();
    // The Markdown library loads when a text first needs it.
    await waitFor(() => expect(document.querySelector('strong')?.textContent).toBe('A clear plan'));
    await waitFor(() =>
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
        'What childcare business owners in Alberta gain from coaching: a clear plan and full enrolment.',
      ),
    );
    expect(document.title).toMatch(/^How you benefit \|/);
  });

  it('says something friendly when its section is missing', async () => {
    mocked.mockResolvedValueOnce(ok([block(2, 'about', 'Who we are')]));
    renderBenefit();
    expect(await screen.findByText(/Ask us what coaching could change for your business/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'How you benefit' })).toBeTruthy();
  });
});
