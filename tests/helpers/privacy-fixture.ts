import { beforeAll, inject } from 'vitest'

import { type AuditAction } from '@/features/privacy/audit'
import { payload, signedInAdmin } from './admin-session'

/** The test admin's user id: set by `privacyFixture()`. */
export let adminId: number

/**
 * Registers the set-up of the privacy files (docs/staff.md › Privacy operations): Payload, the test admin signed in
 * over HTTP (admin-session.ts), and the admin's id, which consent records and audit entries name.
 */
export function privacyFixture() {
  signedInAdmin()
  beforeAll(async () => {
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: inject('admin').email } } })
    adminId = Number(docs[0].id)
  })
}

/** A name no seed or other test uses, so a search for it finds only what this file stored. */
export const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

export const enquiry = (email: string, name: string, extra: Record<string, unknown> = {}) => ({
  name,
  email,
  organization: 'IES Privacidad',
  contactType: 'school',
  destination: 'madrid',
  message: 'A two-week trip for 30 students, please.',
  privacyConsent: true,
  ...extra,
})

/** Audit entries of an action, optionally for one document. */
export async function auditCount(action: AuditAction, where: Record<string, unknown> = {}) {
  const { totalDocs } = await payload.count({
    collection: 'audit-events',
    where: {
      and: [{ action: { equals: action } }, ...Object.entries(where).map(([k, v]) => ({ [k]: { equals: v } }))],
    },
  })
  return totalDocs
}

export async function contactIdOf(email: string): Promise<number> {
  const { docs } = await payload.find({ collection: 'contacts', trash: true, where: { email: { equals: email } } })
  return Number(docs[0].id)
}
