import type { Pool } from 'pg'

import { earlierEnquiriesFromAddress } from '@/lib/contacts/enquiry-for-mail'
import type { Contact } from '@/payload-types'

/**
 * How many auto-replies one address gets per day. Anyone can type any address into the enquiry form, from as
 * many client addresses as they like, so without a cap per recipient the form could flood someone's inbox with
 * our mail. Beyond the cap the enquiry is still stored and staff are still notified; only the auto-reply is left
 * out. Override with AUTO_REPLIES_PER_ADDRESS_PER_DAY.
 */
export const autoRepliesPerAddressPerDay = () => Number(process.env.AUTO_REPLIES_PER_ADDRESS_PER_DAY) || 3

/**
 * Whether this enquiry may get an auto-reply: fewer than the cap of earlier enquiries from the same address in
 * the 24 hours before it. Counting stored enquiries (trashed ones too) rather than mails sent keeps the answer
 * the same when the job is retried.
 */
export async function autoReplyAllowed(
  pool: Pool,
  contact: Pick<Contact, 'id' | 'email' | 'createdAt'>,
): Promise<boolean> {
  return (await earlierEnquiriesFromAddress(pool, contact)) < autoRepliesPerAddressPerDay()
}
