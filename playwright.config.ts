import { defineConfig, devices } from '@playwright/test'

import { chromiumFlags, chromiumPath } from './tests/helpers/chromium'

/**
 * End-to-end tests: the production build (`next start`) against PostgreSQL, driven in Debian's Chromium.
 * tests/e2e/global-setup.ts migrates and seeds a template database once; each worker (E2E_WORKERS, 2 by
 * default) tests a copy of it on an app server of its own (tests/e2e/fixtures.ts sets baseURL).
 */
const chromium = { executablePath: chromiumPath, args: chromiumFlags }

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: Math.max(1, Number(process.env.E2E_WORKERS || 2)),
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    launchOptions: chromium,
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, grepInvert: /@phone/ },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium }, grep: /@phone/ },
  ],
})
