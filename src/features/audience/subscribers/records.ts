import type { Payload, TypedUser } from 'payload'

import { consentOf } from '@/platform/consent'
import type { Queryable } from '@/platform/db'
import type { NewsletterSubscription } from '@/payload-types'

/**
 * The newsletter_subscriptions table (collection `newsletter-subscriptions`) as the staff screens and
 * /api/newsletter read and change it. A sign-up confirmed from the person's inbox writes it in
 * src/features/audience/signup-requests.ts, CSV imports in import-csv.ts (beside this file), both in SQL.
 */

/** A subscription as GET /api/newsletter and the Dashboard show it. */
export function toApiSubscription(doc: NewsletterSubscription) {
  return {
    id: doc.id,
    email: doc.email,
    name: doc.name ?? null,
    school: doc.school ?? null,
    source: doc.source,
    consent: {
      ...consentOf(doc.consent),
      confirmedAt: doc.consent?.confirmedAt ?? null,
      importFile: doc.consent?.importFile ?? null,
    },
    createdAt: doc.createdAt,
  }
}

export type ApiSubscription = ReturnType<typeof toApiSubscription>

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

/** Erasure (src/features/privacy/person.ts): the subscription of this address; answers how many rows went. */
export async function deleteSubscriptionsOf(db: Queryable, email: string): Promise<number> {
  return (await db.query('DELETE FROM newsletter_subscriptions WHERE email = $1', [email])).rowCount ?? 0
}
