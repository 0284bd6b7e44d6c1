import type { Queryable } from '@/platform/db'

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

/**
 * Retention (src/features/privacy/retention.ts): the proposals whose enquiry is gone — deleted by the retention job or
 * from the trash, whose foreign key then leaves them without one — with every version, so that neither the
 * school's name in their text nor their private link outlives the enquiry. (The link is refused from the moment
 * the enquiry goes: src/features/trips/proposals/store.ts.)
 */
export async function deleteProposalsWithoutEnquiry(db: Queryable): Promise<number> {
  await db.query(
    `DELETE FROM _proposals_v WHERE parent_id IS NULL
        OR parent_id IN (SELECT id FROM proposals WHERE contact_id IS NULL)`,
  )
  return (await db.query('DELETE FROM proposals WHERE contact_id IS NULL')).rowCount ?? 0
}
