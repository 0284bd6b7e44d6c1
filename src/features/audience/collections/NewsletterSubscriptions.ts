import type { CollectionConfig } from 'payload'

import { locales } from '@i18n/locales'
import { adminOnly } from '@/platform/access'
import { newsletterSources, newsletterSourceValues } from '@/features/audience/subscribers/sources'
import { consentField } from '@/platform/collections/fields/consent'
import { emailField } from '@/platform/collections/fields/email'
import { plainOptions } from '@/platform/collections/fields/options'
import { auditDelete } from '@/features/privacy/hooks/audit'
import { recordStaffConsent } from '@/platform/collections/hooks/consent'
import { emailNotSuppressed, suppressAfterStaffDelete } from '@/features/privacy/hooks/suppression'

/** One row per subscriber (lower-cased email, unique), with where and when consent was given. */
export const NewsletterSubscriptions: CollectionConfig = {
  slug: 'newsletter-subscriptions',
  labels: { singular: 'Newsletter subscription', plural: 'Newsletter subscriptions' },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  admin: {
    group: 'Enquiries & marketing',
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'school', 'source', 'createdAt'],
    listSearchableFields: ['email', 'name', 'school'],
  },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [recordStaffConsent],
    afterDelete: [suppressAfterStaffDelete, auditDelete('newsletter subscription')],
  },
  fields: [
    emailField({ validate: emailNotSuppressed }),
    { name: 'name', type: 'text' },
    { name: 'school', type: 'text' },
    {
      name: 'source',
      type: 'select',
      required: true,
      index: true,
      options: plainOptions(newsletterSourceValues, (v) => newsletterSources[v as keyof typeof newsletterSources]),
    },
    {
      name: 'language',
      type: 'select',
      options: plainOptions(locales),
      admin: {
        position: 'sidebar',
        description:
          'The language of the newsletter mails: the sign-up’s, until the subscriber changes it on their preference page.',
      },
    },
    consentField({ imported: true, confirmed: true }),
  ],
}
