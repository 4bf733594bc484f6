import { expect, type Page } from '@playwright/test';

export const DEMO = {
  admin: { username: 'admin', password: 'Admin-demo-2026', role: 'Administrator' },
  coach: { username: 'coach.sarah', password: 'Coach-demo-2026', role: 'Coach' },
  client: { username: 'client.maple', password: 'Client-demo-2026', role: 'Client' },
} as const;

/** Every public page of spec section 2 with the heading it must show. */
export const PUBLIC_PAGES: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /Business coaching for Alberta/ },
  { path: '/aboutus', heading: /About us/ },
  { path: '/contactus', heading: /Contact us/ },
  { path: '/services', heading: /Services/ },
  { path: '/resources', heading: /^Resources$/ },
  { path: '/apply', heading: /Apply for coaching/ },
  { path: '/cookiepolicy', heading: /Cookie Policy/ },
  { path: '/gallery', heading: /Gallery/ },
  { path: '/privacypolicy', heading: /Privacy Policy/ },
  { path: '/terms', heading: /Terms and Conditions/ },
  { path: '/testimonials', heading: /Testimonials/ },
  { path: '/benefit', heading: /How you benefit/ },
  { path: '/news', heading: /News and events/ },
  { path: '/newsplanblog/1', heading: /News post/ },
  { path: '/features', heading: /Features/ },
  { path: '/resource/1', heading: /^Resource$/ },
  { path: '/all-resources', heading: /All resources/ },
];

export async function signIn(page: Page, account: { username: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/clientlisting$/);
}

export function footer(page: Page) {
  return page.getByRole('contentinfo');
}
