import type { Pool } from 'pg'

import type { Contact } from '@/payload-types'

/**
 * How many auto-replies one mailbox, and one mail domain, get per day. Anyone can type any address into the enquiry
 * form, from as many client addresses as they like, so without a cap per recipient the form could flood someone's
 * inbox with our mail. A mailbox is the address lower-cased without its `+tag` (victim+1@… and Victim+2@… are one
 * inbox), and a domain's budget catches the tricks that remain (dots in Gmail addresses, catch-all domains); it is
 * set well above what one school, or a shared provider, sends an agency in a day. Beyond
 * either cap the enquiry is still stored and staff are still notified; only the auto-reply is left out. Override
 * with AUTO_REPLIES_PER_ADDRESS_PER_DAY and AUTO_REPLIES_PER_DOMAIN_PER_DAY.
 */
export const autoRepliesPerAddressPerDay = () => Number(process.env.AUTO_REPLIES_PER_ADDRESS_PER_DAY) || 3
export const autoRepliesPerDomainPerDay = () => Number(process.env.AUTO_REPLIES_PER_DOMAIN_PER_DAY) || 50

/** `Victim+News@Target.example` → `{ mailbox: 'victim@target.example', domain: 'target.example' }`. */
export function mailboxOf(email: string): { mailbox: string; domain: string } {
  const lower = email.trim().toLowerCase()
  const at = lower.lastIndexOf('@')
  const domain = lower.slice(at + 1)
  const local = lower.slice(0, at).replace(/\+.*$/, '')
  return { mailbox: `${local}@${domain}`, domain }
}

/**
 * Whether this enquiry may get an auto-reply: fewer than each cap of earlier enquiries to the same mailbox and to
 * the same domain in the 24 hours before it. Counting stored enquiries (trashed ones too) rather than mails sent
 * keeps the answer the same when the job is retried. In SQL the mailbox is normalised as mailboxOf does.
 */
export async function autoReplyAllowed(
  pool: Pool,
  contact: Pick<Contact, 'id' | 'email' | 'createdAt'>,
): Promise<boolean> {
  const { mailbox, domain } = mailboxOf(contact.email)
  const { rows } = await pool.query<{ mailbox: number; domain: number }>(
    `WITH earlier AS (
       SELECT substring(lower(email) from '@([^@]*)$') AS domain,
              regexp_replace(substring(lower(email) from '^(.*)@[^@]*$'), '\\+.*$', '') AS local
         FROM contacts
        WHERE id < $1 AND created_at > $2::timestamptz - interval '24 hours'
          AND lower(email) LIKE '%@' || $3)
     SELECT count(*) FILTER (WHERE local || '@' || domain = $4)::int AS mailbox,
            count(*) FILTER (WHERE domain = $3)::int AS domain
       FROM earlier`,
    [contact.id, contact.createdAt, domain, mailbox],
  )
  const counts = rows[0]!
  return counts.mailbox < autoRepliesPerAddressPerDay() && counts.domain < autoRepliesPerDomainPerDay()
}
