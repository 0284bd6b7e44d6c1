import type { CollectionConfig } from 'payload'

import { adminOnly, isAdminUser } from '@/lib/access'
import { isProduction } from '@/lib/env'
import { clearLoginFailures, refuseUnstorableLogin, throttleLogin } from './hooks/login-throttle'

/**
 * Staff accounts. Email login; the only role is admin (SPEC §6). An account locks for 10 minutes after
 * 10 failed sign-ins; before that, each address is throttled after 5 failures (hooks/login-throttle), so
 * a stranger on one address cannot lock staff out.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    // The session cookie is always HttpOnly (Payload); never sent on cross-site subrequests or form
    // posts (Lax), and only over HTTPS in production.
    cookies: { sameSite: 'Lax', secure: isProduction() },
  },
  hooks: { beforeOperation: [refuseUnstorableLogin, throttleLogin], afterLogin: [clearLoginFailures] },
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
