import type { CollectionConfig } from 'payload'

import { adminOnly, isAdminUser } from '@/lib/access'
import { isProduction } from '@/lib/env'
import {
  clearLoginFailures,
  equalTimeForUnknownEmail,
  refuseUnstorableLogin,
  throttleLogin,
} from './hooks/login-throttle'
import { forgotPassword } from './hooks/forgot-password'
import { closedFirstRegister, keepAStaffAccount } from './hooks/keep-staff-account'
import { enforcePasswordPolicy } from './hooks/password-policy'

/**
 * Staff accounts. Email login; the only role is admin (SPEC §6). Failed sign-ins are limited per client
 * address and per (email, address) pair (hooks/login-throttle, src/lib/sign-in-attempts.ts) instead of
 * Payload's account-wide lock, which would let anyone lock staff out by failing on purpose.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    // 0 turns Payload's account lock off (and drops its login_attempts / lock_until columns).
    maxLoginAttempts: 0,
    // Resets are limited per address and per email by hooks/forgot-password instead of Payload's 15 seconds
    // between mails per account, whose bookkeeping takes a second connection while the reset's transaction
    // holds one (the embedded database serves no other then, so the reset hung there).
    forgotPassword: { minRequestInterval: 0 },
    // The session cookie is always HttpOnly (Payload); never sent on cross-site subrequests or form
    // posts (Lax), and only over HTTPS in production.
    cookies: { sameSite: 'Lax', secure: isProduction() },
  },
  hooks: {
    beforeOperation: [
      refuseUnstorableLogin,
      throttleLogin,
      equalTimeForUnknownEmail,
      enforcePasswordPolicy,
      keepAStaffAccount,
    ],
    afterLogin: [clearLoginFailures],
  },
  endpoints: [closedFirstRegister, forgotPassword],
  admin: { group: 'Staff', useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'] },
  access: {
    admin: ({ req }) => isAdminUser(req.user),
    read: adminOnly,
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'admin',
      saveToJWT: true,
      options: [{ value: 'admin', label: 'Admin' }],
      access: { update: ({ req }) => isAdminUser(req.user) },
    },
  ],
}
