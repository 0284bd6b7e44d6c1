import { defineConfig } from 'vitest/config'

import { resolve } from './vitest.config'

/**
 * Unit tests (`npm run test:unit`): the pure modules (CSV parsing, placeholders, zod schemas, retention dates,
 * locale and routing rules), with no database, no build and no server, so they run in seconds.
 */
export default defineConfig({
  resolve,
  test: {
    environment: 'node',
    include: ['tests/unit/**/*.spec.ts'],
  },
})
