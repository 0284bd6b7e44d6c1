import type { CollectionConfig } from 'payload'

import { adminOnly, isAdminUser } from '../src/lib/access'

/** Staff accounts. Email login; the only role is admin (SPEC §6). Payload's lockout defaults apply. */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: true,
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
