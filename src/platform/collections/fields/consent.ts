import type { Field, GroupField } from 'payload'

import { locales } from '@i18n/locales'
import { nobody } from '@/platform/access'
import { consentForms, consentFormsEs, consentFormValues } from '@/platform/consent'
import { plainOptions } from './options'

/**
 * The consent record of an enquiry or a subscription (src/platform/consent.ts): when, on which form and page, in which
 * language and under which version of the privacy policy; for imported rows, the file and the staff member.
 * It is proof, so nobody edits it: Payload's API refuses writes to it (only the server's own code, with access
 * overridden, fills it in), and the edit view shows it read-only in the sidebar.
 */
export function consentField({
  imported = false,
  confirmed = false,
}: { imported?: boolean; confirmed?: boolean } = {}): GroupField {
  const readOnly = { readOnly: true } as const
  const fields: Field[] = [
    { name: 'at', type: 'date', label: 'Given at', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'form',
      type: 'select',
      label: 'Form',
      options: consentFormValues.map((value) => ({
        value,
        label: { en: consentForms[value], es: consentFormsEs[value] },
      })),
      admin: readOnly,
    },
    { name: 'page', type: 'text', label: 'Page', admin: readOnly },
    { name: 'locale', type: 'select', label: 'Language', options: plainOptions(locales), admin: readOnly },
    { name: 'privacyVersion', type: 'text', label: 'Privacy policy version shown', admin: readOnly },
  ]
  // A sign-up on the site counts once the person opened the link in the confirmation mail (double opt-in):
  // `at` is when they asked, `confirmedAt` when they confirmed.
  if (confirmed) {
    fields.push({
      name: 'confirmedAt',
      type: 'date',
      label: 'Confirmed at (link in the confirmation mail)',
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    })
  }
  if (imported) fields.push({ name: 'importFile', type: 'text', label: 'Imported from file', admin: readOnly })
  fields.push({
    name: 'recordedBy',
    type: 'relationship',
    relationTo: 'users',
    label: 'Recorded by (staff)',
    admin: readOnly,
  })
  return {
    name: 'consent',
    type: 'group',
    label: 'Consent record',
    access: { create: nobody, update: nobody },
    admin: {
      position: 'sidebar',
      description: 'Where and when consent was given (GDPR art. 7(1)). Kept as proof; it cannot be edited.',
    },
    fields,
  }
}
