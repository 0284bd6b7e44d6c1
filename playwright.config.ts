import { defineConfig, devices } from '@playwright/test'

import { chromiumFlags, chromiumPath } from './tests/helpers/chromium'

/**
 * End-to-end tests: the production build (`next start`) against PostgreSQL, driven in Debian's Chromium.
 * tests/e2e/global-setup.ts migrates and seeds a template database once; each worker (E2E_WORKERS, 2 by
 * default) tests a copy of it on an app server of its own (tests/e2e/fixtures.ts sets baseURL).
 */
const chromium = { executablePath: chromiumPath, args: chromiumFlags }
/** The quick start's embedded database in the browser (a project of its own, below). */
const EMBEDDED_SPEC = /embedded-db\.spec\.ts$/

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: Math.max(1, Number(process.env.E2E_WORKERS || 2)),
  // One retry: a test that fails and then passes is reported as flaky (scripts/test.mjs prints it at the end
  // of the run, with its first failure), so a timing fault on a loaded machine is seen and mended without
  // turning the whole run red. A test that fails twice fails the run.
  retries: 1,
  // A guard against a test that hangs, not a budget (those are in `npm run bench`): the longest tasks walk six or
  // more admin screens, and on a host half as fast as the usual one 30 s was not enough for them.
  timeout: 60_000,
  reporter: [['list']],
  use: {
    launchOptions: chromium,
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      grepInvert: /@phone/,
      testIgnore: EMBEDDED_SPEC,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      grep: /@phone/,
      testIgnore: EMBEDDED_SPEC,
    },
    // After the others: the embedded database's first start (migrations and seed in WebAssembly) takes both cores
    // for a minute or more, and the admin screens of a spec beside it then missed their timeouts.
    {
      name: 'embedded',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testMatch: EMBEDDED_SPEC,
      dependencies: ['desktop', 'phone'],
    },
  ],
})
