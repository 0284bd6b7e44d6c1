import { defineConfig, devices } from '@playwright/test'

import { chromiumFlags, chromiumPath } from './tests/helpers/chromium'
import { testPort } from './tests/helpers/ports'

/**
 * End-to-end tests: the production build (`next start`) against a fresh PostgreSQL database, driven in
 * Debian's Chromium. tests/e2e/global-setup.ts starts both and exposes the URL as E2E_BASE_URL.
 */
const chromium = { executablePath: chromiumPath, args: chromiumFlags }

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${testPort(12)}`,
    launchOptions: chromium,
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, grepInvert: /@phone/ },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium }, grep: /@phone/ },
  ],
})
