import type { Pool } from 'pg'

import type { Contact } from '@/payload-types'

/** What the mails about an enquiry show (src/features/enquiries/mails/enquiry-messages.ts). */
export type EnquiryForMail = Pick<
  Contact,
  | 'id'
  | 'name'
  | 'email'
  | 'organization'
  | 'contactType'
  | 'destination'
  | 'programType'
  | 'message'
  | 'locale'
  | 'createdAt'
>

/**
 * An enquiry as its mail jobs read it, trashed ones included; null once erased. One SQL query: the local API's
 * findByID (access, hooks, the drizzle query builder) was about a third of a mail job's CPU time, and a worker
 * sends thousands of these after a burst.
 */
export async function enquiryForMail(pool: Pool, id: number): Promise<EnquiryForMail | null> {
  const { rows } = await pool.query<Omit<EnquiryForMail, 'createdAt'> & { createdAt: Date }>(
    `SELECT id, name, email, organization, contact_type AS "contactType", destination, program_type AS "programType",
            message, locale, created_at AS "createdAt"
       FROM contacts WHERE id = $1`,
    [id],
  )
  const row = rows[0]
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null
}
