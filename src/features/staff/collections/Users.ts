import type { CollectionConfig, TextFieldSingleValidation } from 'payload'

import { adminOnly, isAdminUser } from '@/platform/access'
import { isProduction } from '@/platform/env'
import { defaultLocale } from '@i18n/locales'
import { inEditorsLanguage } from '@/features/content/globals/pages/fields'
import {
  clearLoginFailures,
  equalTimeForUnknownEmail,
  refuseUnstorableLogin,
  throttleLogin,
} from '../hooks/login-throttle'
import { forgotPassword } from '../hooks/forgot-password'
import { closedFirstRegister, keepAStaffAccount } from '../hooks/keep-staff-account'
import { enforcePasswordPolicy } from '../hooks/password-policy'

/** Every staff account has a name: the timelines and the owner list show it, rather than an email address. */
const requireStaffName: TextFieldSingleValidation = (value, { req }) =>
  typeof value === 'string' && value.trim()
    ? true
    : inEditorsLanguage(req, {
        en: 'Enter a name: colleagues see it on the enquiry timelines and in the owner list.',
        es: 'Escriba un nombre: los compañeros lo ven en el historial de cada consulta y en la lista de responsables.',
      })

/**
 * Staff accounts. Email login; the only role is admin (docs/product.md › Who uses it). Failed sign-ins are limited per client
 * address and per (email, address) pair (hooks/login-throttle, src/features/staff/sign-in-attempts.ts) instead of
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
    {
      name: 'name',
      type: 'text',
      // Required by this check rather than by `required: true`, which would make the column NOT NULL: accounts
      // created before a name was asked for have none. They show their email's local part (src/features/staff/staff.ts)
      // until someone saves them, and then a name is asked for like on any new account.
      validate: requireStaffName,
      admin: {
        description: {
          en: 'Shown to colleagues on the enquiry timelines and in the owner list.',
          es: 'Es lo que ven los compañeros en el historial de cada consulta y en la lista de responsables.',
        },
      },
    },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'admin',
      saveToJWT: true,
      options: [{ value: 'admin', label: 'Admin' }],
      access: { update: ({ req }) => isAdminUser(req.user) },
    },
    {
      // Payload keeps the admin language in a browser cookie, which a mail job cannot read: the admin writes the
      // language a staff member works in here (src/platform/admin/ui/RememberAdminLanguage), and the staff mails
      // (invitation, assignment, reminder, enquiry notification) are written in it.
      name: 'language',
      type: 'select',
      defaultValue: defaultLocale,
      options: [
        { value: 'en', label: { en: 'English', es: 'Inglés' } },
        { value: 'es', label: { en: 'Spanish', es: 'Español' } },
      ],
      label: { en: 'Admin language', es: 'Idioma de la administración' },
      admin: {
        position: 'sidebar',
        description: {
          en: 'The language of the admin and of the mails this person gets. It follows the language chosen under Account.',
          es: 'El idioma de la administración y de los correos que recibe esta persona. Sigue al idioma elegido en Cuenta.',
        },
      },
    },
  ],
}
