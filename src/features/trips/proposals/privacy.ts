import type { Payload, TypedUser } from 'payload'

import type { Queryable } from '@/lib/db'

const CONTACTS_OF = 'SELECT id FROM contacts WHERE email = $1'

/** A person's proposals (those of their enquiries, trashed ones too), for their export, read as the signed-in admin. */
export async function proposalsOf(payload: Payload, user: TypedUser, email: string) {
  const contacts = await payload.find({
    collection: 'contacts',
    where: { email: { equals: email } },
    trash: true,
    pagination: false,
    depth: 0,
    select: {},
    overrideAccess: false,
    user,
  })
  if (!contacts.docs.length) return []
  const { docs } = await payload.find({
    collection: 'proposals',
    where: { contact: { in: contacts.docs.map((c) => c.id) } },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return docs
}

/** Erasure: the proposals of every enquiry from this address and all their versions (before the enquiries). */
export async function deleteProposalsOf(db: Queryable, email: string): Promise<number> {
  await db.query(
    `DELETE FROM _proposals_v WHERE version_contact_id IN (${CONTACTS_OF})
        OR parent_id IN (SELECT id FROM proposals WHERE contact_id IN (${CONTACTS_OF}))`,
    [email],
  )
  return (await db.query(`DELETE FROM proposals WHERE contact_id IN (${CONTACTS_OF})`, [email])).rowCount ?? 0
}
