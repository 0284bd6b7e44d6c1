import { randomBytes } from 'node:crypto'

import type { Payload, TypedUser } from 'payload'

import { readAs } from '@/platform/access'

/**
 * Staff accounts (collection `users`) as the follow-up screens need them: the list to pick an owner from, and the
 * invitation of a colleague.
 */
export type ApiStaff = { id: number; name: string; email: string }

/**
 * How a staff member is named on screens and in mails: their name, or for an account saved before a name was
 * required (src/features/staff/collections/Users.ts) the part of their email before the @ ("marta" for marta@agency.es).
 */
export function staffName(user: { name?: string | null; email?: string | null }): string {
  return user.name?.trim() || user.email?.split('@')[0] || ''
}

export async function findStaff(payload: Payload, user: TypedUser): Promise<ApiStaff[]> {
  const { docs } = await payload.find({ collection: 'users', sort: 'name', ...readAs(user) })
  return docs.map((u) => ({ id: u.id, name: staffName(u), email: u.email }))
}

/** How long an invitation's link to choose a password stays valid. */
export const INVITE_DAYS = 7

/**
 * Creates the colleague's account with a random password nobody knows, and a password-reset token valid for
 * INVITE_DAYS (Payload's own reset page, /admin/reset/{token}, then lets them choose one under the password policy).
 * The colleague starts with the inviting staff member's admin language (mails included); the admin then follows
 * the language they choose. Answers the account and the token, for the invitation mail.
 */
export async function inviteStaff(payload: Payload, user: TypedUser, input: { name: string; email: string }) {
  // Meets the password policy; never shown or sent, replaced by the colleague's own.
  const placeholder = `${randomBytes(24).toString('base64url')}aA1!`
  const created = await payload.create({
    collection: 'users',
    data: { name: input.name, email: input.email, password: placeholder, role: 'admin', language: user.language },
    overrideAccess: false,
    user,
  })
  const token = randomBytes(20).toString('hex')
  await payload.db.updateOne({
    collection: 'users',
    id: created.id,
    data: {
      resetPasswordToken: token,
      resetPasswordExpiration: new Date(Date.now() + INVITE_DAYS * 86_400_000).toISOString(),
    },
  })
  return {
    user: { id: created.id, name: created.name ?? input.name, email: created.email, language: created.language },
    token,
  }
}
