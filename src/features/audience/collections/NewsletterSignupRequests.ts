import type { CollectionConfig } from 'payload'

import { adminOnly, nobody } from '@/platform/access'
import { consentField } from '@/platform/collections/fields/consent'
import { plainOptions } from '@/platform/collections/fields/options'
import { newsletterSources } from '@/features/audience/subscribers/sources'
import { publicNewsletterSources } from '@/platform/validation/newsletter'

/**
 * Newsletter sign-ups waiting for the person to confirm them (double opt-in): one row per address, written and
 * read only by the server in SQL (signup-requests.ts). Nobody is subscribed, or mailed anything but the one
 * confirmation mail a day, until they open the link. Only a hash of the link's token is kept, so neither a
 * database dump nor a staff member can confirm for someone. The retention job deletes a request once its link
 * has expired.
 */
export const NewsletterSignupRequests: CollectionConfig = {
  slug: 'newsletter-signup-requests',
  labels: { singular: 'Unconfirmed sign-up', plural: 'Unconfirmed sign-ups' },
  access: { read: adminOnly, create: nobody, update: nobody, delete: nobody },
  admin: {
    group: 'Enquiries & marketing',
    useAsTitle: 'email',
    defaultColumns: ['email', 'source', 'expiresAt', 'confirmedAt'],
    description:
      'Sign-ups whose confirmation link has not been opened yet. They receive no newsletter and are deleted when the link expires (7 days).',
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'email', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    {
      name: 'source',
      type: 'select',
      required: true,
      options: plainOptions(publicNewsletterSources, (v) => newsletterSources[v as keyof typeof newsletterSources]),
    },
    consentField(),
    // Hidden from every API answer: the hash is compared in SQL only.
    { name: 'tokenHash', type: 'text', index: true, hidden: true },
    { name: 'mailedAt', type: 'date', label: 'Confirmation mail sent', admin: { readOnly: true } },
    { name: 'expiresAt', type: 'date', required: true, index: true, admin: { readOnly: true } },
    { name: 'confirmedAt', type: 'date', admin: { readOnly: true } },
  ],
}
