import type { Payload, TypedUser } from 'payload'

import { consentOf, formConsent, newsletterForms } from '@/lib/consent'
import type { Queryable } from '@/lib/db'
import { privacyVersionNow } from '@/lib/privacy/policy-version'
import type { NewsletterSignup } from '@/lib/validation/newsletter'
import type { NewsletterSubscription } from '@/payload-types'

/**
 * The newsletter_subscriptions table (collection `newsletter-subscriptions`) as the sign-up, the staff screens and
 * /api/newsletter read and change it. CSV imports write it in SQL (import-csv.ts, beside this file).
 */

/** A subscription as GET /api/newsletter and the Dashboard show it. */
export function toApiSubscription(doc: NewsletterSubscription) {
  return {
    id: doc.id,
    email: doc.email,
    name: doc.name ?? null,
    school: doc.school ?? null,
    source: doc.source,
    consent: { ...consentOf(doc.consent), importFile: doc.consent?.importFile ?? null },
    createdAt: doc.createdAt,
  }
}

export type ApiSubscription = ReturnType<typeof toApiSubscription>

/**
 * Stores a sign-up from a public form, once per address: false when the address (any case: the schema lower-cases
 * it) was already subscribed. Every sign-up takes the same path, a create that the unique index on email refuses
 * for a known address, so the answer's time does not tell a stranger whether an address is subscribed (looking the
 * address up first answered a known one in about half the time).
 */
export async function storeSignup(payload: Payload, signup: NewsletterSignup): Promise<boolean> {
  try {
    await payload.create({
      collection: 'newsletter-subscriptions',
      overrideAccess: true,
      data: {
        email: signup.email,
        source: signup.source,
        consent: formConsent(
          newsletterForms[signup.source],
          signup.page,
          signup.locale,
          await privacyVersionNow(payload.db.pool),
        ),
      },
    })
    return true
  } catch (error) {
    // The unique index on email refused it: the address is already stored (by an earlier sign-up, or a concurrent
    // one that won the race), as this request asked.
    const duplicate = (error as { data?: { errors?: Array<{ path?: string }> } }).data?.errors?.some(
      (e) => e.path === 'email',
    )
    if (duplicate) return false
    throw error
  }
}

/** Removes one subscription as the signed-in staff member; false when there is none with this id. */
export async function removeSubscription(payload: Payload, user: TypedUser, id: number): Promise<boolean> {
  const found = await payload.find({
    collection: 'newsletter-subscriptions',
    where: { id: { equals: id } },
    limit: 1,
    overrideAccess: false,
    user,
  })
  if (!found.docs[0]) return false
  await payload.delete({ collection: 'newsletter-subscriptions', id, overrideAccess: false, user })
  return true
}

/** An address that opted out of all our mail: its newsletter subscription goes (in SQL, inside the opt-out's transaction). */
export async function removeSubscriptionOf(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM newsletter_subscriptions WHERE lower(email) = lower($1)', [email])
}

/** Erasure (src/lib/privacy/person.ts): the subscription of this address; answers how many rows went. */
export async function deleteSubscriptionsOf(db: Queryable, email: string): Promise<number> {
  return (await db.query('DELETE FROM newsletter_subscriptions WHERE email = $1', [email])).rowCount ?? 0
}
