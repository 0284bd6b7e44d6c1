import { type CollectionBeforeOperationHook, type Endpoint, type Where } from 'payload'

import { publicError } from '@/platform/payload-errors'

export const LAST_STAFF_MESSAGE =
  'This is the last staff account: create another staff account before deleting this one or changing its role.'

/**
 * Without a staff account nobody can run the back office, and Payload would offer the admin to whoever
 * registers first. So every delete (by id or in bulk, REST or local API) and every role change that would
 * leave no admin is refused. Runs inside the operation's transaction, through `req`.
 */
export const keepAStaffAccount: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  const { id, where, data } = args as { id?: number | string; where?: Where; data?: { role?: unknown } }
  const demotes = operation === 'update' && data?.role !== undefined && data.role !== 'admin'
  if (operation !== 'delete' && !demotes) return
  const target: Where = id !== undefined ? { id: { equals: id } } : (where ?? {})
  const affected = await req.payload.find({
    collection: collection.slug,
    where: target,
    pagination: false,
    depth: 0,
    select: {},
    overrideAccess: true,
    req,
  })
  const remaining = await req.payload.count({
    collection: collection.slug,
    where: { and: [{ role: { equals: 'admin' } }, { id: { not_in: affected.docs.map((doc) => doc.id) } }] },
    overrideAccess: true,
    req,
  })
  if (remaining.totalDocs === 0) {
    throw publicError(LAST_STAFF_MESSAGE, 409, { errors: [{ path: 'id', message: LAST_STAFF_MESSAGE }] })
  }
}

export const FIRST_REGISTER_MESSAGE =
  'Staff accounts are created by a signed-in admin. The first admin is created at start from ADMIN_EMAIL / ADMIN_PASSWORD.'

/**
 * Payload's POST /api/cms/users/first-register hands an admin account to whoever calls it while the users
 * table is empty. Here the first admin always comes from the environment at start (src/seed/bootstrap.ts,
 * the dev default outside production), so the route has no use and is closed for good: even if every
 * account were removed behind the app's back, nobody could claim the admin through it. Declared on the
 * collection, it answers before Payload's own handler of the same path.
 */
export const closedFirstRegister: Endpoint = {
  path: '/first-register',
  method: 'post',
  handler: () => Response.json({ errors: [{ message: FIRST_REGISTER_MESSAGE }] }, { status: 403 }),
}
