import { defineConfig } from '@playwright/test';
import { HOST_NAME, ORIGIN } from './stack';

/**
 * The deployment test (deploy/test/run.sh): a browser through nginx over https to two app instances.
 * Debian's Chromium with the flags of apps/web/playwright.config.ts; the certificate is self-signed, and
 * tc.test is mapped to 127.0.0.1 by the browser itself (no /etc/hosts change).
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'deploy.spec.ts',
  globalSetup: './global-setup.ts',
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 90_000,
  expect: { timeout: 10_000 },
  outputDir: `${process.env.DEPLOY_TEST_DIR ?? '/tmp'}/test-results`,
  use: {
    baseURL: ORIGIN,
    browserName: 'chromium',
    ignoreHTTPSErrors: true,
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--host-resolver-rules=MAP ${HOST_NAME} 127.0.0.1`,
      ],
    },
  },
});
