import type { CollectionConfig } from 'payload'

import { adminOnly, nobody } from '@/platform/access'

/**
 * What a school chose in the plan-a-trip builder, beside the enquiry it sent (collection contacts): the
 * destination, month, days, group and add-ons, the price the server worked out, and the price rules' version it
 * came from. Written only by POST /api/trip-requests, in the same transaction as the enquiry
 * (src/features/trips/trip-store.ts); staff read it, nobody edits it.
 */
export const TripRequests: CollectionConfig = {
  slug: 'trip-requests',
  labels: {
    singular: { en: 'Trip request', es: 'Solicitud de viaje' },
    plural: { en: 'Trip requests', es: 'Solicitudes de viaje' },
  },
  access: { read: adminOnly, create: nobody, update: nobody, delete: adminOnly },
  admin: {
    group: 'Enquiries & marketing',
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'contact', 'month', 'students', 'createdAt'],
    description: {
      en: 'Trips built by visitors on the plan-a-trip page; each is also an enquiry of type School Group.',
      es: 'Viajes preparados por los visitantes en el planificador; cada uno es también una consulta de tipo Grupo escolar.',
    },
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'createProposal',
      type: 'ui',
      admin: { components: { Field: '/src/features/trips/components/create-proposal-button#CreateProposalButton' } },
    },
    { name: 'summary', label: { en: 'Summary', es: 'Resumen' }, type: 'text', admin: { readOnly: true } },
    {
      name: 'contact',
      label: { en: 'Enquiry', es: 'Consulta' },
      type: 'relationship',
      relationTo: 'contacts',
      index: true,
      admin: { readOnly: true },
    },
    { name: 'destination', label: { en: 'Destination code', es: 'Código del destino' }, type: 'text' },
    { name: 'month', label: { en: 'Month (YYYY-MM)', es: 'Mes (AAAA-MM)' }, type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'days', label: { en: 'Days', es: 'Días' }, type: 'number' },
        { name: 'students', label: { en: 'Students', es: 'Alumnos' }, type: 'number' },
        { name: 'teachers', label: { en: 'Teachers', es: 'Profesores' }, type: 'number' },
      ],
    },
    { name: 'addOns', label: { en: 'Add-ons (codes)', es: 'Extras (códigos)' }, type: 'json' },
    {
      name: 'price',
      label: { en: 'Price worked out by the server (cents)', es: 'Precio calculado por el servidor (céntimos)' },
      type: 'json',
      admin: {
        description: {
          en: 'Null: the destination had no published price rules (price on request).',
          es: 'Vacío: el destino no tenía reglas de precio publicadas (precio a consultar).',
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'priceRules',
          label: { en: 'Price rules', es: 'Reglas de precio' },
          type: 'relationship',
          relationTo: 'price-rules',
        },
        {
          name: 'rulesVersion',
          label: { en: 'Version of the rules', es: 'Versión de las reglas' },
          type: 'number',
          admin: {
            description: {
              en: 'The published version the price came from (the rules’ Versions tab).',
              es: 'La versión publicada de la que salió el precio (pestaña Versiones de las reglas).',
            },
          },
        },
      ],
    },
    { name: 'locale', label: { en: 'Language', es: 'Idioma' }, type: 'text' },
  ],
}
