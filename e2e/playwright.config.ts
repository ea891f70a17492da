import { defineConfig, devices } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const RECEIVER_PORT = Number(process.env.E2E_RECEIVER_PORT ?? 3299);
/**
 * Sign-in attempts per address and e-mail in the server's 15-minute window: every journey signs in from 127.0.0.1,
 * the loan officer's about ten times in a run, so the allowance is above that; the rate-limit journey uses it up.
 */
export const AUTH_ATTEMPTS_PER_EMAIL = 20;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['../tools/e2e-timings-reporter.js']],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
