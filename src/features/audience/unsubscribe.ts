import type { Pool } from 'pg'

import { deliveryAddress, markUnsubscribed, skipQueuedTo } from '@/features/campaigns/deliveries'
import { inTransaction } from '@/platform/db'
import { suppress } from '@/features/privacy/suppression'
import { optOutSchool } from '@/features/audience/schools/records'
import { removeSubscriptionOf } from '@/features/audience/subscribers/records'
import type { UnsubscribeSubject } from '@/platform/mail/unsubscribe-token'

/** The address a verified link stands for (to show it before acting), or null when it no longer exists. */
export async function unsubscribeAddress(pool: Pool, subject: UnsubscribeSubject): Promise<string | null> {
  return subject.kind === 'subscriber' ? subject.email : deliveryAddress(pool, subject.id)
}

/**
 * Opt-out (LSSI art. 22, GDPR art. 21), idempotent. A campaign link records the unsubscribe on its delivery
 * (the campaign's figures); then the address is opted out everywhere: its school is marked with the time,
 * its mails still queued in any campaign are skipped, a newsletter subscription is removed.
 * Returns the address, or null for a link whose record no longer exists.
 */
export async function applyUnsubscribe(pool: Pool, subject: UnsubscribeSubject): Promise<string | null> {
  return inTransaction(pool, async (client) => {
    const email = subject.kind === 'subscriber' ? subject.email : await markUnsubscribed(client, subject.id)
    if (email) {
      // One address, every mailing: the school record, its mails still queued, a newsletter subscription.
      await optOutSchool(client, email)
      await skipQueuedTo(client, email, 'Opted out')
      await removeSubscriptionOf(client, email)
      // Permanent: no form, import or campaign can add or mail it again (privacy policy).
      await suppress(client, email, 'unsubscribed')
    }
    return email
  })
}
