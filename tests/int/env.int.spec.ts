import { describe, expect, it } from 'vitest'

import { adminCredentials, assertProductionConfig, productionConfigProblems } from '@/lib/env'

const good = {
  NODE_ENV: 'production',
  PAYLOAD_SECRET: 'x'.repeat(40),
  DATABASE_URI: 'postgres://db/app',
  ADMIN_EMAIL: 'staff@agency.es',
  ADMIN_PASSWORD: 'a-long-unguessable-password',
}

describe('production guard', () => {
  it('accepts a complete production environment', () => {
    expect(productionConfigProblems(good)).toEqual([])
    expect(() => assertProductionConfig(good)).not.toThrow()
  })

  it.each([
    ['a missing secret', { PAYLOAD_SECRET: undefined }, /PAYLOAD_SECRET is not set/],
    ['a short secret', { PAYLOAD_SECRET: 'short' }, /shorter than 32/],
    ['the dev admin password', { ADMIN_PASSWORD: 'admin' }, /development default/],
    ['no database', { DATABASE_URI: undefined }, /DATABASE_URI/],
  ])('refuses to start with %s', (_, change, message) => {
    expect(() => assertProductionConfig({ ...good, ...change })).toThrow(message)
  })

  it('does not check secrets while `next build` runs', () => {
    expect(() => assertProductionConfig({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).not.toThrow()
  })

  it('uses the documented dev admin only outside production', () => {
    expect(adminCredentials({ NODE_ENV: 'development' })).toEqual({ email: 'admin@example.com', password: 'admin' })
    expect(adminCredentials({ NODE_ENV: 'production' })).toBeNull()
  })
})
