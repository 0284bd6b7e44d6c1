import type { CollectionConfig, Field, NumberFieldSingleValidation, Option } from 'payload'

import { publishedContentAccess } from '@/platform/access'
import { inEditorsLanguage } from '@/platform/collections/fields/editors-language'
import { englishFallback } from '@/platform/collections/fields/localized'
import { revalidateAfterDelete, revalidateOnPublish } from '@/features/content/hooks/revalidate-site'
import { collectionDrafts } from '@/platform/collections/versions/drafts'
import { addOnUnits, monthNames, ruleMessages } from '../rules-labels'

const months: Option[] = monthNames.map((label, i) => ({ value: String(i + 1), label: { ...label } }))

const euros = (name: string, label: { en: string; es: string }, description?: { en: string; es: string }): Field => ({
  name,
  label,
  type: 'number',
  required: true,
  min: 0,
  admin: { step: 0.01, ...(description ? { description } : {}) },
})

const wholeAtLeast =
  (floor: number): NumberFieldSingleValidation =>
  (value, { req }) =>
    value === null || value === undefined || (Number.isInteger(value) && value >= floor)
      ? true
      : inEditorsLanguage(req, ruleMessages.whole(floor))

const notBelowMin: NumberFieldSingleValidation = (value, { siblingData, req }) => {
  const min = (siblingData as { minGroup?: unknown }).minGroup
  if (typeof value === 'number' && typeof min === 'number' && value < min)
    return inEditorsLanguage(req, ruleMessages.maxBelowMin)
  return wholeAtLeast(1)(value, { siblingData, req } as Parameters<NumberFieldSingleValidation>[1])
}

const dayOfMonth = (name: string, label: { en: string; es: string }): Field => ({
  name,
  label,
  type: 'number',
  required: true,
  min: 1,
  max: 31,
  validate: wholeAtLeast(1),
})

/**
 * The price rules of a destination (one document per destination), which editors publish like any content:
 * drafts, versions, scheduled publishing. A separate collection rather than fields on Destinations: prices
 * change on their own calendar (a new season's figures) and their versions are what a trip request records as
 * "the rules its price came from", without a new destination version each time, and a destination may go
 * without rules ("price on request"). Prices are entered in euros and read in whole cents
 * (src/features/trips/rules-store.ts).
 */
export const PriceRules: CollectionConfig = {
  slug: 'price-rules',
  labels: {
    singular: { en: 'Price rules', es: 'Reglas de precio' },
    plural: { en: 'Price rules', es: 'Reglas de precio' },
  },
  versions: collectionDrafts,
  access: publishedContentAccess(),
  hooks: { afterChange: [revalidateOnPublish], afterDelete: [revalidateAfterDelete] },
  admin: {
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', 'destination', 'baseNightPrice', '_status', 'updatedAt'],
    description: {
      en: 'Prices of the plan-a-trip builder, one set per destination. A destination without published rules shows "price on request". Publish to change the prices visitors see.',
      es: 'Precios del planificador de viajes, uno por destino. Un destino sin reglas publicadas muestra «precio a consultar». Publique para cambiar los precios que ven los visitantes.',
    },
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', label: { en: 'Name', es: 'Nombre' }, type: 'text', required: true },
        {
          name: 'destination',
          label: { en: 'Destination', es: 'Destino' },
          type: 'relationship',
          relationTo: 'destinations',
          required: true,
          unique: true,
          index: true,
        },
      ],
    },
    euros(
      'baseNightPrice',
      { en: 'Price per student per night (€)', es: 'Precio por alumno y noche (€)' },
      {
        en: 'Outside every season below.',
        es: 'Fuera de las temporadas de abajo.',
      },
    ),
    {
      name: 'seasons',
      label: { en: 'Seasons', es: 'Temporadas' },
      labels: { singular: { en: 'Season', es: 'Temporada' }, plural: { en: 'Seasons', es: 'Temporadas' } },
      type: 'array',
      admin: {
        description: {
          en: 'Dates repeat every year; a season ending before it starts runs over New Year (e.g. 20 December – 6 January). The first season holding a night sets its price.',
          es: 'Las fechas se repiten cada año; una temporada que acaba antes de empezar abarca el fin de año (p. ej. 20 de diciembre – 6 de enero). La primera temporada que incluye una noche fija su precio.',
        },
      },
      fields: [
        { name: 'label', label: { en: 'Name', es: 'Nombre' }, type: 'text', localized: true },
        {
          type: 'row',
          fields: [
            dayOfMonth('fromDay', { en: 'From day', es: 'Desde el día' }),
            {
              name: 'fromMonth',
              label: { en: 'of', es: 'de' },
              type: 'select',
              required: true,
              options: months,
            },
            dayOfMonth('toDay', { en: 'To day', es: 'Hasta el día' }),
            { name: 'toMonth', label: { en: 'of', es: 'de' }, type: 'select', required: true, options: months },
          ],
        },
        euros('nightPrice', { en: 'Price per student per night (€)', es: 'Precio por alumno y noche (€)' }),
      ],
    },
    {
      name: 'tiers',
      label: { en: 'Group-size tiers', es: 'Tramos por tamaño de grupo' },
      labels: { singular: { en: 'Tier', es: 'Tramo' }, plural: { en: 'Tiers', es: 'Tramos' } },
      type: 'array',
      admin: {
        description: {
          en: 'A discount on the stay by number of students (e.g. 30–44 students: 8 %). Leave "To" empty for no ceiling.',
          es: 'Un descuento sobre la estancia según el número de alumnos (p. ej. 30–44 alumnos: 8 %). Deje «Hasta» vacío si no hay límite.',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'minStudents',
              label: { en: 'From (students)', es: 'Desde (alumnos)' },
              type: 'number',
              required: true,
              validate: wholeAtLeast(1),
            },
            {
              name: 'maxStudents',
              label: { en: 'To (students)', es: 'Hasta (alumnos)' },
              type: 'number',
              validate: wholeAtLeast(1),
            },
            {
              name: 'discountPercent',
              label: { en: 'Discount (%)', es: 'Descuento (%)' },
              type: 'number',
              required: true,
              defaultValue: 0,
              min: 0,
              max: 90,
              validate: wholeAtLeast(0),
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'studentsPerFreePlace',
          label: {
            en: 'One free teacher place per … students',
            es: 'Una plaza de profesor gratuita por cada … alumnos',
          },
          type: 'number',
          required: true,
          defaultValue: 20,
          validate: wholeAtLeast(0),
          admin: { description: { en: '0: no free places.', es: '0: sin plazas gratuitas.' } },
        },
        {
          name: 'minGroup',
          label: { en: 'Smallest group (students)', es: 'Grupo mínimo (alumnos)' },
          type: 'number',
          required: true,
          defaultValue: 10,
          validate: wholeAtLeast(1),
        },
        {
          name: 'maxGroup',
          label: { en: 'Largest group (students)', es: 'Grupo máximo (alumnos)' },
          type: 'number',
          required: true,
          defaultValue: 120,
          max: 500,
          validate: notBelowMin,
        },
      ],
    },
    {
      name: 'addOns',
      label: { en: 'Add-ons', es: 'Extras' },
      labels: { singular: { en: 'Add-on', es: 'Extra' }, plural: { en: 'Add-ons', es: 'Extras' } },
      type: 'array',
      validate: (rows: unknown, { req }: { req: Parameters<typeof inEditorsLanguage>[0] }) => {
        const codes = Array.isArray(rows) ? rows.map((row) => (row as { code?: unknown }).code) : []
        return new Set(codes).size === codes.length ? true : inEditorsLanguage(req, ruleMessages.codeRepeated)
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', label: { en: 'Name', es: 'Nombre' }, type: 'text', localized: true, ...englishFallback },
            {
              name: 'code',
              label: { en: 'Code', es: 'Código' },
              type: 'text',
              required: true,
              validate: (value: unknown, { req }: { req: Parameters<typeof inEditorsLanguage>[0] }) =>
                typeof value === 'string' && /^[a-z0-9-]{1,40}$/.test(value)
                  ? true
                  : inEditorsLanguage(req, ruleMessages.code),
              admin: {
                description: {
                  en: 'Short and fixed (e.g. "transfer"): trip requests store it.',
                  es: 'Corto y fijo (p. ej. "transfer"): las solicitudes lo guardan.',
                },
              },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            euros('price', { en: 'Price (€)', es: 'Precio (€)' }),
            {
              name: 'per',
              label: { en: 'Charged', es: 'Se cobra' },
              type: 'select',
              required: true,
              defaultValue: 'person',
              options: Object.entries(addOnUnits).map(([value, label]) => ({ value, label: { ...label } })),
            },
            {
              name: 'daily',
              label: { en: 'For each day of the trip', es: 'Por cada día del viaje' },
              type: 'checkbox',
              defaultValue: false,
            },
          ],
        },
      ],
    },
    {
      name: 'includes',
      label: { en: 'The price includes', es: 'El precio incluye' },
      type: 'textarea',
      localized: true,
      admin: { description: { en: 'One item a line.', es: 'Un elemento por línea.' } },
    },
    {
      name: 'excludes',
      label: { en: 'The price does not include', es: 'El precio no incluye' },
      type: 'textarea',
      localized: true,
      admin: { description: { en: 'One item a line.', es: 'Un elemento por línea.' } },
    },
  ],
}
