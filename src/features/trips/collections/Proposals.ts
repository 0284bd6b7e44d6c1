import type { CollectionConfig, NumberFieldSingleValidation } from 'payload'

import { adminOnly, nobody } from '@/platform/access'
import { inEditorsLanguage } from '@/platform/collections/fields/editors-language'
import { proposalStatuses, proposalStatusNames } from '../proposals/statuses'
import { ruleMessages } from '../rules-labels'

/**
 * Quantities and prices in whole numbers (money in whole cents, as the PDF and the Dashboard add them up). A
 * validate of our own replaces Payload's, required included.
 */
const wholeAtLeast =
  (floor: number): NumberFieldSingleValidation =>
  (value, { req }) =>
    typeof value === 'number' && Number.isInteger(value) && value >= floor
      ? true
      : inEditorsLanguage(req, ruleMessages.whole(floor))

/**
 * A priced offer staff make from a trip request and send to the school: line items (filled from the request by
 * "Create proposal", then edited here), notes, how long it holds, in the enquiry's language. The school answers
 * on a private page reached with a token; only its hash is kept. Staff only; every save is a version, so what was
 * sent stays readable after later edits.
 */
export const Proposals: CollectionConfig = {
  slug: 'proposals',
  labels: {
    singular: { en: 'Proposal', es: 'Propuesta' },
    plural: { en: 'Proposals', es: 'Propuestas' },
  },
  access: { read: adminOnly, readVersions: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  versions: { maxPerDoc: 50 },
  admin: {
    group: 'Enquiries & marketing',
    useAsTitle: 'title',
    defaultColumns: ['title', 'contact', 'status', 'validUntil', 'updatedAt'],
    // The list is where staff look for a proposal; most are made from a trip request, already priced.
    description: {
      en: 'Offers sent to schools. Most start from a trip request (its Create proposal button), already priced; each is edited, checked as a PDF and sent from its own page.',
      es: 'Ofertas enviadas a los centros. La mayoría se crea desde una solicitud de viaje (botón Crear propuesta), ya con precios; cada una se edita, se revisa en PDF y se envía desde su propia página.',
    },
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'sendProposal',
      type: 'ui',
      admin: { components: { Field: '/src/features/trips/components/send-proposal-button#SendProposalButton' } },
    },
    { name: 'title', label: { en: 'Title', es: 'Título' }, type: 'text', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'contact',
          label: { en: 'Enquiry', es: 'Consulta' },
          type: 'relationship',
          relationTo: 'contacts',
          index: true,
          // Not required in the table: the enquiry's erasure deletes its proposals first, and an enquiry deleted
          // from the trash must not fail on them.
          validate: (value: unknown, { req }: { req: Parameters<typeof inEditorsLanguage>[0] }) =>
            value
              ? true
              : inEditorsLanguage(req, {
                  en: 'Choose the enquiry this proposal answers.',
                  es: 'Elija la consulta a la que responde esta propuesta.',
                }),
        },
        {
          name: 'tripRequest',
          label: { en: 'Trip request', es: 'Solicitud de viaje' },
          type: 'relationship',
          relationTo: 'trip-requests',
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          label: { en: 'Status', es: 'Estado' },
          type: 'select',
          required: true,
          defaultValue: 'draft',
          index: true,
          options: proposalStatuses.map((value) => ({ value, label: proposalStatusNames[value] })),
        },
        {
          name: 'locale',
          label: { en: 'Language (the enquiry’s)', es: 'Idioma (el de la consulta)' },
          type: 'select',
          required: true,
          defaultValue: 'en',
          options: [
            { value: 'en', label: { en: 'English', es: 'Inglés' } },
            { value: 'es', label: { en: 'Spanish', es: 'Español' } },
          ],
        },
        {
          name: 'validUntil',
          label: { en: 'Valid until', es: 'Válida hasta' },
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
      ],
    },
    {
      name: 'outline',
      label: { en: 'Itinerary outline', es: 'Itinerario previsto' },
      type: 'textarea',
      admin: {
        description: {
          en: 'One line per day or step; printed in the proposal as written.',
          es: 'Una línea por día o etapa; se imprime en la propuesta tal como se escribe.',
        },
      },
    },
    {
      name: 'items',
      label: { en: 'Line items', es: 'Conceptos' },
      labels: { singular: { en: 'Item', es: 'Concepto' }, plural: { en: 'Items', es: 'Conceptos' } },
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'label', label: { en: 'Item', es: 'Concepto' }, type: 'text', required: true },
        {
          type: 'row',
          fields: [
            {
              name: 'quantity',
              label: { en: 'Quantity', es: 'Cantidad' },
              type: 'number',
              required: true,
              min: 1,
              validate: wholeAtLeast(1),
            },
            {
              // Kept in cents, read and typed in euros (euro-price-field.tsx).
              name: 'unitCents',
              label: { en: 'Unit price (€)', es: 'Precio unitario (€)' },
              type: 'number',
              required: true,
              min: 0,
              validate: wholeAtLeast(0),
              admin: {
                description: {
                  en: 'In euros, such as 300 or 12.50 (kept in cents).',
                  es: 'En euros, por ejemplo 300 o 12,50 (se guarda en céntimos).',
                },
                components: { Field: '/src/features/trips/components/euro-price-field#EuroPriceField' },
              },
            },
            {
              name: 'per',
              label: { en: 'Per', es: 'Por' },
              type: 'select',
              required: true,
              defaultValue: 'person',
              options: [
                { value: 'person', label: { en: 'Person', es: 'Persona' } },
                { value: 'group', label: { en: 'Group', es: 'Grupo' } },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'includes', label: { en: 'Included', es: 'Incluye' }, type: 'textarea' },
        { name: 'excludes', label: { en: 'Not included', es: 'No incluye' }, type: 'textarea' },
      ],
    },
    { name: 'notes', label: { en: 'Notes', es: 'Notas' }, type: 'textarea' },
    {
      name: 'tokenHash',
      type: 'text',
      index: true,
      access: { read: nobody, create: nobody, update: nobody },
      admin: { hidden: true },
    },
    { name: 'sentAt', label: { en: 'Sent', es: 'Enviada' }, type: 'date', admin: { readOnly: true } },
    { name: 'answeredAt', label: { en: 'Answered', es: 'Respondida' }, type: 'date', admin: { readOnly: true } },
  ],
}
