import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

const root = path.dirname(fileURLToPath(import.meta.url))

/** The import aliases of tsconfig.json, for both test configs (this one and vitest.unit.config.ts). */
export const resolve = {
  alias: {
    '@payload-config': path.join(root, 'payload.config.ts'),
    '@collections': path.join(root, 'collections'),
    '@admin-views': path.join(root, 'admin-views'),
    '@i18n': path.join(root, 'i18n'),
    '@': path.join(root, 'src'),
  },
}

/** Integration tests: the built app, a real PostgreSQL and SMTP sink (tests/helpers/global-setup.ts). */
export default defineConfig({
  resolve,
  test: {
    environment: 'node',
    include: ['tests/int/**/*.int.spec.ts'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    setupFiles: ['tests/helpers/setup-env.ts'],
    // One database for the run: files run one after another so they never race on it.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
