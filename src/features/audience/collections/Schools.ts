import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/platform/access'
import { defaultSchoolLanguage } from '@/features/audience/schools/language'
import { type Locale, locales } from '@i18n/locales'
import { emailField } from '@/platform/collections/fields/email'
import { auditDelete } from '@/features/privacy/hooks/audit'
import { emailNotSuppressed } from '@/features/privacy/hooks/suppression'

/** The names staff read in the language menu (the admin is in English). */
const languageNames: Record<Locale, string> = { en: 'English', es: 'Spanish' }

/** The schools database that campaigns are sent to (docs/product.md › What is stored); filled by hand or by CSV import. */
export const Schools: CollectionConfig = {
  slug: 'schools',
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  admin: {
    group: 'Enquiries & marketing',
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'country', 'language', 'contactPerson', 'labels', 'lastContacted', 'bouncedAt'],
    listSearchableFields: ['name', 'email', 'city', 'contactPerson'],
  },
  defaultSort: 'name',
  hooks: { afterDelete: [auditDelete('school')] },
  fields: [
    { name: 'name', type: 'text', required: true, index: true },
    emailField({ validate: emailNotSuppressed }),
    { name: 'country', type: 'text', index: true },
    { name: 'city', type: 'text' },
    { name: 'contactPerson', type: 'text' },
    { name: 'phone', type: 'text' },
    { name: 'website', type: 'text' },
    { name: 'labels', type: 'text', hasMany: true },
    {
      name: 'language',
      type: 'select',
      options: locales.map((value) => ({ label: languageNames[value], value })),
      admin: {
        position: 'sidebar',
        description: 'Campaigns send this language’s version (English when a campaign has no Spanish one).',
      },
      hooks: {
        // Left empty, it follows the country: Spanish for schools in Spain, English for the rest.
        beforeValidate: [({ value, siblingData }) => value || defaultSchoolLanguage(siblingData?.country)],
      },
    },
    { name: 'lastContacted', type: 'date', admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'optedOutAt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', description: 'Set when the school unsubscribes; it is never mailed again.' },
    },
    // A hard bounce (SMTP 5xx) recorded by the campaign sender: later campaigns skip the school until staff
    // clear it (Clear bounce below, or POST /api/schools/{id}/clear-bounce), e.g. after fixing the address.
    {
      name: 'bouncedAt',
      label: 'Hard bounce',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'The mail server refused this address for good; campaigns skip the school until cleared.',
        components: { afterInput: ['/src/features/audience/admin/ClearBounce#ClearBounceButton'] },
      },
    },
    { name: 'bounceReason', type: 'text', admin: { position: 'sidebar', readOnly: true } },
    // Consent to the open pixel of campaign mails (docs/staff.md › Open tracking): only asked for, and only used
    // when Company details › Campaign mails › "Count opens" is on; opens are counted per campaign, never per school.
    {
      name: 'openTrackingConsent',
      label: 'Agreed to open tracking',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description:
          'Tick only when the school has told us it agrees that our campaign mails count whether they are opened. Opens are counted per campaign, never per school.',
      },
    },
    {
      name: 'openTrackingConsentAt',
      label: 'Open tracking agreed on',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.openTrackingConsent) },
      hooks: {
        // When the box is ticked (kept while it stays ticked), cleared when it is unticked.
        beforeChange: [
          ({ siblingData, originalDoc, value }) => {
            const consent = siblingData?.openTrackingConsent ?? originalDoc?.openTrackingConsent
            if (!consent) return null
            return originalDoc?.openTrackingConsent && (value ?? originalDoc?.openTrackingConsentAt)
              ? (value ?? originalDoc.openTrackingConsentAt)
              : new Date().toISOString()
          },
        ],
      },
    },
  ],
}
