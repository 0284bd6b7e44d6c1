import type { Queryable } from '@/lib/db'

const CONTACTS_OF = 'SELECT id FROM contacts WHERE email = $1'

/** Erasure: the proposals of every enquiry from this address and all their versions (before the enquiries). */
export async function deleteProposalsOf(db: Queryable, email: string): Promise<number> {
  await db.query(
    `DELETE FROM _proposals_v WHERE version_contact_id IN (${CONTACTS_OF})
        OR parent_id IN (SELECT id FROM proposals WHERE contact_id IN (${CONTACTS_OF}))`,
    [email],
  )
  return (await db.query(`DELETE FROM proposals WHERE contact_id IN (${CONTACTS_OF})`, [email])).rowCount ?? 0
}
