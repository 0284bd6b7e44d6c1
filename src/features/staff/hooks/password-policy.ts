import type { CollectionBeforeOperationHook, CollectionSlug, PayloadRequest } from 'payload'

import { isAdminUser } from '@/platform/access'
import { sameTransaction } from '@/platform/db'
import { DEV_ADMIN, isProduction, serverUrl } from '@/platform/env'
import { fieldError } from '@/platform/payload-errors'
import { staffPasswordProblems } from '@/features/staff/validation/password'
import { passwordContext } from '@/features/staff/validation/password-context'

/** Set by src/platform/db/prepare-on-start.ts when it creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD. */
export const FIRST_ADMIN_FROM_ENV = 'firstAdminFromEnv'

type Account = { email?: unknown; name?: unknown }
type StoredAccount = Account & { id: number | string }
type Args = {
  data?: Account & { password?: unknown; token?: unknown }
  id?: number | string
  overrideAccess?: boolean
}

/**
 * The password policy (src/features/staff/validation/password.ts) for every operation that sets a password:
 * create (admin panel, REST, the invitation, the bootstrap), update (Account › change password) and
 * reset-password. Checked before Payload hashes it, as a 400 naming the password field.
 *
 * The hook runs before Payload checks access or the reset token, and the strength check is the one CPU-heavy
 * step: a stranger's request (no staff session, or a reset token that is not valid) skips it, and Payload then
 * refuses it. So only staff, the server itself and the holder of a reset link ever cause it.
 *
 * One exception: in development the bootstrap may create the documented dev admin (admin@example.com /
 * admin) so that `npm run dev` works on a fresh machine; production refuses that password at start
 * (src/platform/env.ts), and nobody can set it through the admin or the API.
 */
export const enforcePasswordPolicy: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return
  const { data, id, overrideAccess } = args as Args
  const password = data?.password
  if (password === undefined || password === null || password === '') return
  if (req.context?.[FIRST_ADMIN_FROM_ENV] === true && !isProduction() && password === DEV_ADMIN.password) return
  const account =
    operation === 'resetPassword'
      ? await accountOfResetToken(req, collection.slug, data?.token)
      : overrideAccess || isAdminUser(req.user)
        ? { ...(id !== undefined ? await accountById(req, collection.slug, id) : {}), ...withoutUndefined(data) }
        : null
  if (!account) return
  const problems = await staffPasswordProblems(password, passwordContext(await contextOf(req, account)))
  if (problems.length) throw fieldError(collection.slug, 'password', problems)
}

const withoutUndefined = (data: Account | undefined): Account =>
  Object.fromEntries(Object.entries(data ?? {}).filter(([, value]) => value !== undefined))

/** The account a reset token is valid for, as Payload looks it up right after this hook; null when none. */
async function accountOfResetToken(req: PayloadRequest, slug: CollectionSlug, token: unknown): Promise<Account | null> {
  if (typeof token !== 'string' || !token || token.length > 200) return null
  return req.payload.db.findOne<StoredAccount>({
    collection: slug,
    where: {
      and: [
        { resetPasswordToken: { equals: token } },
        { resetPasswordExpiration: { greater_than: new Date().toISOString() } },
      ],
    },
    req,
  })
}

async function accountById(req: PayloadRequest, slug: CollectionSlug, id: number | string): Promise<Account> {
  return (await req.payload.db.findOne<StoredAccount>({ collection: slug, where: { id: { equals: id } }, req })) ?? {}
}

/** The account's email and name, the site's address and the agency's names (Company details). */
async function contextOf(req: PayloadRequest, account: Account): Promise<Array<string | null | undefined>> {
  const text = (value: unknown) => (typeof value === 'string' ? value : null)
  let company: { legalName?: string | null; tradeName?: string | null } = {}
  try {
    company = await req.payload.findGlobal({
      slug: 'company',
      depth: 0,
      overrideAccess: true,
      req: sameTransaction(req),
    })
  } catch {
    // Before the company details exist (the first start), the site's own names still count.
  }
  return [
    text(account.email),
    text(account.name),
    new URL(serverUrl()).hostname,
    'Madrid Edu Travel',
    company.legalName,
    company.tradeName,
  ]
}
