import type { CollectionConfig } from 'payload'

import { defaultLocale, locales } from '@i18n/locales'
import { adminOnly } from '@/lib/access'
import { contactTypes, destinations, programTypes } from '@/lib/enquiry-options'
import { periodLength, retentionRule } from '@/lib/privacy/retention-policy'
import { consentField } from './fields/consent'
import { emailField } from './fields/email'
import { localizedOptions, plainOptions } from './fields/options'
import { auditContactChanges, auditDelete } from './hooks/audit'
import { recordStaffConsent } from './hooks/consent'
import { startLastContact } from './hooks/last-contact'

const keptFor = periodLength(retentionRule('website-enquiries').period)

/**
 * Enquiries from the two contact forms (SPEC §3). Visitors never write here directly: the public
 * POST /api/contacts validates with the shared zod schema first. Trash is Payload's soft delete.
 */
export const Contacts: CollectionConfig = {
  slug: 'contacts',
  trash: true,
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  admin: {
    group: 'Enquiries & marketing',
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'organization', 'contactType', 'processed', 'createdAt'],
    listSearchableFields: ['name', 'email', 'organization'],
  },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [startLastContact, recordStaffConsent],
    afterChange: [auditContactChanges('enquiry')],
    afterDelete: [auditDelete('enquiry')],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    emailField({ unique: false }),
    { name: 'organization', type: 'text', required: true },
    {
      name: 'contactType',
      type: 'select',
      required: true,
      index: true,
      options: localizedOptions(contactTypes),
    },
    { name: 'destination', type: 'select', options: localizedOptions(destinations) },
    { name: 'programType', type: 'select', options: localizedOptions(programTypes) },
    { name: 'message', type: 'textarea', required: true },
    {
      name: 'processed',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: {
        position: 'sidebar',
        components: { Cell: '/admin-views/shared/YesNoCell#YesNoCell' },
        custom: { cellLabels: { yes: 'Processed', no: 'New' } },
      },
    },
    {
      name: 'locale',
      type: 'select',
      defaultValue: defaultLocale,
      options: plainOptions(locales),
      admin: { position: 'sidebar', description: 'Language the visitor used.' },
    },
    {
      name: 'lastContactAt',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: `The last time we exchanged messages about this enquiry (set when it arrives and when it is processed; move it on when you write again). The enquiry is deleted ${keptFor} later, as the privacy policy says.`,
      },
    },
    consentField(),
  ],
}
