import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import type { Contact } from '@/payload-types'
import { testPayload } from '../helpers/payload'

// A rule for new enquiries written where the code says to write one (src/features/enquiries/arrival.ts): here, a
// made-up one that stamps a first answer on arrival. Both ways an enquiry is stored must then carry it, with
// nothing else changed: Payload's create (its collection hook) and the public form's one-statement insert.
const STAMP = '2026-01-02T03:04:05.000Z'
vi.mock('@/features/enquiries/arrival', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/features/enquiries/arrival')>()
  return {
    ...real,
    ARRIVAL_COLUMNS: { ...real.ARRIVAL_COLUMNS, firstReplyAt: 'first_reply_at' },
    arrivalOf: (given: Parameters<typeof real.arrivalOf>[0], now: Date) => ({
      ...real.arrivalOf(given, now),
      firstReplyAt: STAMP,
    }),
  }
})

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const enquiry = (email: string) => ({
  name: 'Lucía Pérez',
  email,
  organization: 'IES Arrival',
  contactType: 'school' as const,
  destination: 'madrid',
  message: 'We would like a trip in spring.',
  locale: 'es' as const,
  page: '/es/contact',
  privacyConsent: true as const,
})

describe('a rule for new enquiries', () => {
  it('reaches the public form’s insert and Payload’s create alike', async () => {
    const { storeEnquiry } = await import('@/features/enquiries/store-enquiry')
    const suffix = Math.random().toString(36).slice(2, 8)
    const publicId = await storeEnquiry(payload.db.pool, enquiry(`form.${suffix}@ies-arrival.es`), [])
    const { privacyConsent: _consent, page: _page, ...fields } = enquiry(`admin.${suffix}@ies-arrival.es`)
    const made = await payload.create({ collection: 'contacts', data: fields, overrideAccess: true })

    const stored = await payload.findByID({ collection: 'contacts', id: publicId })
    for (const contact of [stored, made] as Contact[]) {
      expect(contact).toMatchObject({ firstReplyAt: STAMP, stage: 'new', processed: false })
      expect(Date.now() - new Date(contact.lastContactAt!).getTime()).toBeLessThan(60_000)
    }
  })
})
