import { describe, expect, it } from 'vitest'

import {
  adminCredentials,
  assertProductionConfig,
  productionConfigProblems,
  s3Settings,
  suppressionKey,
} from '@/platform/env'
import { mailSettings } from '@/platform/mail/settings'

const good = {
  NODE_ENV: 'production',
  PAYLOAD_SECRET: 'x'.repeat(40),
  DATABASE_URI: 'postgres://db/app',
  ADMIN_EMAIL: 'staff@agency.es',
  ADMIN_PASSWORD: 'a-long-unguessable-password',
  SMTP_HOST: 'smtp.agency.es',
  MAIL_FROM: 'hola@agency.es',
}

const s3 = {
  S3_BUCKET: 'media',
  S3_ENDPOINT: 'https://s3.example',
  S3_REGION: 'eu-south-2',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
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
    ['no SMTP server', { SMTP_HOST: undefined }, /SMTP_HOST/],
    ['no sender address', { MAIL_FROM: undefined }, /MAIL_FROM/],
    ['a short suppression key', { SUPPRESSION_KEY: 'short' }, /SUPPRESSION_KEY is shorter than 32/],
    [
      'S3 storage without its keys',
      { S3_BUCKET: 'media', S3_ENDPOINT: 'https://s3.example', S3_REGION: 'eu-south-2' },
      /S3 media storage is half configured: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are not set/,
    ],
    [
      'S3 storage without a bucket',
      { ...s3, S3_BUCKET: '' },
      /S3 media storage is half configured: S3_BUCKET is not set/,
    ],
  ])('refuses to start with %s', (_, change, message) => {
    expect(() => assertProductionConfig({ ...good, ...change })).toThrow(message)
  })

  it('accepts media on local disk (no S3 variable) or in S3 (all five)', () => {
    expect(productionConfigProblems({ ...good, ...s3 })).toEqual([])
    expect(s3Settings(good)).toBeNull()
    // Compose passes every S3_* variable through, empty when the operator set none: that is local disk.
    const empty = Object.fromEntries(Object.keys(s3).map((name) => [name, '']))
    expect(productionConfigProblems({ ...good, ...empty })).toEqual([])
    expect(s3Settings({ ...good, ...empty })).toBeNull()
    expect(s3Settings({ ...good, ...s3 })).toMatchObject({
      bucket: 'media',
      region: 'eu-south-2',
      forcePathStyle: true,
    })
  })

  it('does not check secrets while `next build` runs', () => {
    expect(() => assertProductionConfig({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).not.toThrow()
  })

  it('uses the documented dev admin only outside production', () => {
    expect(adminCredentials({ NODE_ENV: 'development' })).toEqual({ email: 'admin@example.com', password: 'admin' })
    expect(adminCredentials({ NODE_ENV: 'production' })).toBeNull()
  })
})

describe('suppression list key', () => {
  it('is SUPPRESSION_KEY when set, else derived from PAYLOAD_SECRET (never the secret itself)', () => {
    expect(suppressionKey({ SUPPRESSION_KEY: 'k'.repeat(40), PAYLOAD_SECRET: 'x'.repeat(40) })).toBe('k'.repeat(40))
    const derived = suppressionKey({ PAYLOAD_SECRET: 'x'.repeat(40) })
    expect(derived).not.toBe('x'.repeat(40))
    expect(derived).toBe(suppressionKey({ PAYLOAD_SECRET: 'x'.repeat(40) }))
    expect(derived).not.toBe(suppressionKey({ PAYLOAD_SECRET: 'y'.repeat(40) }))
  })

  it('treats an empty SUPPRESSION_KEY as unset (Compose passes it through empty when it is not set)', () => {
    expect(suppressionKey({ SUPPRESSION_KEY: '', PAYLOAD_SECRET: 'x'.repeat(40) })).toBe(
      suppressionKey({ PAYLOAD_SECRET: 'x'.repeat(40) }),
    )
    expect(productionConfigProblems({ ...good, SUPPRESSION_KEY: '' })).toEqual([])
  })
})

describe('mail settings', () => {
  it('send staff notifications to MAIL_FROM unless STAFF_EMAIL says otherwise', () => {
    expect(mailSettings({}).staffEmail).toBe(mailSettings({}).from.address)
    expect(mailSettings({ MAIL_FROM: 'hola@agency.es' }).staffEmail).toBe('hola@agency.es')
    expect(mailSettings({ MAIL_FROM: 'hola@agency.es', STAFF_EMAIL: '' }).staffEmail).toBe('hola@agency.es')
    expect(mailSettings({ MAIL_FROM: 'hola@agency.es', STAFF_EMAIL: 'office@agency.es' }).staffEmail).toBe(
      'office@agency.es',
    )
  })
})
