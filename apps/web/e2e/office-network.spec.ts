import { expect, test } from '@playwright/test';
import { DEMO, signInThroughForm } from './helpers';
import { LAN_ADDRESS } from './lan-address';

/**
 * A centre's office server is reached over plain HTTP on its network address (http://192.168.1.20:3000), not
 * on localhost, where browsers treat http as safe. A page policy that upgrades the app's own requests to https
 * (upgrade-insecure-requests) leaves the app without its scripts there: it never starts. This spec opens it on
 * this machine's own non-loopback address (its server listens on every interface), as a computer in the office would.
 */
test.describe('the app over plain HTTP on a network address', () => {
  test.skip(!LAN_ADDRESS, 'this machine has no non-loopback IPv4 address to open the app on');

  test('starts: the sign-in form signs in and a private page shows', async ({ page, baseURL }) => {
    expect(new URL(baseURL!).hostname).toBe(LAN_ADDRESS);
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(`${request.url()}: ${request.failure()?.errorText}`));
    await signInThroughForm(page, DEMO.coach);
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    expect(new URL(page.url()).protocol).toBe('http:');
    expect(failed).toEqual([]);
  });
});
