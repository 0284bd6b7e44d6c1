import type { CollectionConfig } from 'payload'

import { defaultLocale, locales } from '@i18n/locales'
import { adminOnly } from '@/platform/access'
import { contactTypes, programTypes } from '@/platform/enquiry-options'
import { periodLength, retentionRule } from '@/features/privacy/retention-policy'
import { stageNames, stages } from '../stages'
import { consentField } from '@/platform/collections/fields/consent'
import { emailField } from '@/platform/collections/fields/email'
import { localizedOptions, plainOptions } from '@/platform/collections/fields/options'
import { auditContactChanges, auditDelete } from '@/features/privacy/hooks/audit'
import { recordStaffConsent } from '@/platform/collections/hooks/consent'
import { recordFollowupChanges, syncStage } from '../hooks/followup'
import { applyArrival } from '../hooks/arrival'

const keptFor = periodLength(retentionRule('website-enquiries').period)

/**
 * Enquiries from the two contact forms (docs/product.md › What is stored). Visitors never write here directly: the public
 * POST /api/contacts validates with the shared zod schema first. Trash is Payload's soft delete.
 */
export const Contacts: CollectionConfig = {
  slug: 'contacts',
  trash: true,
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  admin: {
    group: 'Enquiries & marketing',
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'organization', 'contactType', 'stage', 'owner', 'createdAt'],
    listSearchableFields: ['name', 'email', 'organization'],
  },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [applyArrival, recordStaffConsent, syncStage],
    afterChange: [auditContactChanges('enquiry'), recordFollowupChanges],
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
    {
      // The code of a destination (collection destinations) or "other", as the form sent it. Text, not a fixed
      // list: destinations come and go, and an enquiry keeps naming the one it was about.
      name: 'destination',
      type: 'text',
      index: true,
      admin: {
        description: {
          en: 'The destination code chosen in the form (see Destinations), or "other".',
          es: 'El código del destino elegido en el formulario (véase Destinos), u "other".',
        },
      },
    },
    { name: 'programType', type: 'select', options: localizedOptions(programTypes) },
    { name: 'message', type: 'textarea', required: true },
    {
      name: 'processed',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: {
        position: 'sidebar',
        components: { Cell: '/src/platform/admin/ui/YesNoCell#YesNoCell' },
        custom: {
          cellLabels: { yes: { en: 'Processed', es: 'Procesada' }, no: { en: 'New', es: 'Nueva' } },
        },
        description: {
          en: 'Any stage after New (kept in step with the stage).',
          es: 'Cualquier etapa posterior a Nueva (se mantiene al día con la etapa).',
        },
      },
    },
    {
      // The follow-up pipeline (src/features/enquiries/stages.ts); `processed` above follows it.
      name: 'stage',
      type: 'select',
      defaultValue: 'new',
      index: true,
      options: stages.map((value) => ({ value, label: stageNames[value] })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: {
        position: 'sidebar',
        description: {
          en: 'The staff member who answers this enquiry.',
          es: 'La persona del equipo que responde a esta consulta.',
        },
      },
    },
    {
      name: 'firstReplyAt',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: {
          en: 'When the person was first answered: a reply sent from the Dashboard, or the enquiry moved to Contacted, Proposal sent or Won (not Lost).',
          es: 'Cuándo se respondió por primera vez: una respuesta enviada desde el Panel de control, o el paso de la consulta a Contactada, Propuesta enviada o Ganada (no a Perdida).',
        },
      },
    },
    {
      name: 'reminderSentAt',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: {
          en: 'The overdue reminder (sent once).',
          es: 'El aviso de consulta vencida (se envía una vez).',
        },
      },
    },
    {
      name: 'locale',
      type: 'select',
      defaultValue: defaultLocale,
      options: plainOptions(locales),
      admin: {
        position: 'sidebar',
        description: { en: 'Language the visitor used.', es: 'Idioma que usó la persona.' },
      },
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
