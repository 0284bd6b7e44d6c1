import {
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type FieldHook,
  type NumberFieldSingleValidation,
  type TextFieldSingleValidation,
  ValidationError,
} from 'payload'

import { publishedContentAccess } from '@/platform/access'
import {
  catalogueMessages,
  destinationCodePattern,
  destinationPlacements,
  OTHER_DESTINATION,
} from '@/features/content/catalogue-rules'
import { sameTransaction } from '@/platform/db'
import { previewUrlOf } from '@/features/content/preview/public-path'
import { englishFallback, localizedTextList } from '@/platform/collections/fields/localized'
import { inEditorsLanguage } from '@/platform/collections/fields/editors-language'
import { orderField } from '@/platform/collections/fields/order'
import { localizedOptions } from '@/platform/collections/fields/options'
import { spanishTranslationField, trackSpanishTranslation } from '@/platform/collections/fields/translation-status'
import { revalidateAfterDelete, revalidateOnPublish } from '../hooks/revalidate-site'
import { collectionDrafts } from '@/platform/collections/versions/drafts'

type Problem = { path: string; message: string }
type Req = Parameters<CollectionBeforeChangeHook>[0]['req']

/** The code's problem, if any: its form, the reserved "other", or another destination (draft or not) holding it. */
async function codeProblem(value: unknown, id: number | string | undefined, req: Req): Promise<string | null> {
  if (typeof value !== 'string' || !destinationCodePattern.test(value))
    return inEditorsLanguage(req, catalogueMessages.codeFormat)
  if (value === OTHER_DESTINATION) return inEditorsLanguage(req, catalogueMessages.codeReserved)
  const { totalDocs } = await req.payload.count({
    collection: 'destinations',
    where: { and: [{ code: { equals: value } }, ...(id ? [{ id: { not_equals: id } }] : [])] },
    trash: true,
    // The save's transaction, not its req: the local API resets its locale options for the rest of the save.
    req: sameTransaction(req),
  })
  return totalDocs === 0 ? null : inEditorsLanguage(req, catalogueMessages.codeTaken)
}

const isWhole = (value: unknown) => Number.isInteger(value) && (value as number) >= 1

function rangeProblem(min: unknown, max: unknown, req: Req): string | null {
  if (typeof min === 'number' && typeof max === 'number' && min > max)
    return inEditorsLanguage(req, catalogueMessages.minAboveMax)
  return null
}

/** An emptied code is stored as none, so several drafts without a code yet do not clash on the unique index. */
const emptyCodeAsNone: FieldHook = ({ value }) => (typeof value === 'string' && value.trim() === '' ? null : value)

/**
 * A duplicate's code: the original's with "-copy" (then "-copy-2", ...) that no other destination holds, so
 * Duplicate gives a draft that saves and publishes as it is (Payload's default, "madrid - Copy", is no code).
 */
const freeCodeForCopy: FieldHook = async ({ value, req }) => {
  if (typeof value !== 'string' || !value) return null
  const stem = value.slice(0, 30)
  for (let n = 1; n < 100; n++) {
    const candidate = n === 1 ? `${stem}-copy` : `${stem}-copy-${n}`
    const { totalDocs } = await req.payload.count({
      collection: 'destinations',
      where: { code: { equals: candidate } },
      trash: true,
      req: sameTransaction(req),
    })
    if (totalDocs === 0) return candidate
  }
  return null
}

const validateCode: TextFieldSingleValidation = async (value, { id, req }) =>
  (await codeProblem(value, id, req)) ?? true

const validateDays =
  (side: 'min' | 'max'): NumberFieldSingleValidation =>
  (value, { siblingData, req }) => {
    if (value === null || value === undefined) return true
    if (!isWhole(value)) return inEditorsLanguage(req, catalogueMessages.wholeNumber)
    if (side === 'min') return true
    const min = (siblingData as { minDays?: unknown }).minDays
    return rangeProblem(min, value, req) ?? true
  }

/**
 * The same checks on every save, drafts and autosaves included (drafts skip field validation): a duplicate
 * code or a reversed range is refused with the field named, and nothing is stored. A draft may have no code
 * yet (Create New saves an empty first draft at once); publishing requires one (the field's own validation).
 */
const refuseBadDestination: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const merged = { ...(originalDoc ?? {}), ...data } as Record<string, unknown>
  const problems: Problem[] = []
  const draftWithoutCode = merged._status !== 'published' && (merged.code ?? '') === ''
  const code = draftWithoutCode ? null : await codeProblem(merged.code, originalDoc?.id, req)
  if (code) problems.push({ path: 'code', message: code })
  for (const side of ['minDays', 'maxDays'] as const) {
    const value = merged[side]
    if (value !== null && value !== undefined && !isWhole(value))
      problems.push({ path: side, message: inEditorsLanguage(req, catalogueMessages.wholeNumber) })
  }
  const range = rangeProblem(merged.minDays, merged.maxDays, req)
  if (range) problems.push({ path: 'maxDays', message: range })
  if (problems.length) throw new ValidationError({ collection: 'destinations', errors: problems, req })
  return data
}

/**
 * The destinations of the site (docs/editing.md › Destinations): the school-trip cards, the Erasmus+ city tiles and the school enquiry
 * form's options, each shown where its "Shown on" says, in `order`. Enquiries store the `code`; a destination
 * removed later still shows its code on the enquiries that name it (src/features/content/destinations.ts).
 */
export const Destinations: CollectionConfig = {
  slug: 'destinations',
  labels: { singular: { en: 'Destination', es: 'Destino' }, plural: { en: 'Destinations', es: 'Destinos' } },
  versions: collectionDrafts,
  trash: true,
  hooks: {
    beforeChange: [refuseBadDestination, trackSpanishTranslation('destinations', ['city', 'country', 'theme'])],
    afterChange: [revalidateOnPublish],
    afterDelete: [revalidateAfterDelete],
  },
  access: publishedContentAccess({ trash: true }),
  admin: {
    group: 'Content',
    useAsTitle: 'city',
    defaultColumns: ['city', 'country', 'code', 'showOn', 'order', '_status', 'spanishTranslation'],
    listSearchableFields: ['city', 'code'],
    preview: (doc, { locale }) => previewUrlOf({ collection: 'destinations', doc }, locale),
    description: {
      en: 'School-trip cards, Erasmus+ city tiles and the options of the school enquiry form. Publish to show changes on the site.',
      es: 'Tarjetas de viajes escolares, destinos Erasmus+ y opciones del formulario de grupos. Publique para mostrar los cambios en la web.',
    },
  },
  defaultSort: 'order',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'city',
          label: { en: 'City or route', es: 'Ciudad o ruta' },
          type: 'text',
          localized: true,
          ...englishFallback,
        },
        { name: 'country', label: { en: 'Country', es: 'País' }, type: 'text', localized: true, ...englishFallback },
      ],
    },
    {
      name: 'theme',
      label: { en: 'Theme', es: 'Tema' },
      type: 'text',
      localized: true,
      admin: {
        description: {
          en: 'Shown after the city in the enquiry form, e.g. "Art, history and Spanish language".',
          es: 'Se muestra tras la ciudad en el formulario, p. ej. «Arte, historia y lengua española».',
        },
      },
    },
    {
      name: 'description',
      label: { en: 'Description', es: 'Descripción' },
      type: 'textarea',
      localized: true,
      hooks: englishFallback.hooks,
    },
    localizedTextList(
      'features',
      { en: 'Highlights', es: 'Puntos destacados' },
      { en: 'Highlight', es: 'Punto destacado' },
    ),
    {
      type: 'row',
      fields: [
        {
          name: 'minDays',
          label: { en: 'Shortest trip (days)', es: 'Viaje más corto (días)' },
          type: 'number',
          min: 1,
          validate: validateDays('min'),
        },
        {
          name: 'maxDays',
          label: { en: 'Longest trip (days)', es: 'Viaje más largo (días)' },
          type: 'number',
          min: 1,
          validate: validateDays('max'),
        },
      ],
    },
    {
      name: 'image',
      label: { en: 'Image', es: 'Imagen' },
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { contains: 'image' } },
      admin: {
        description: {
          en: 'Optional. Without one (or if it is deleted), the site shows its own illustration of the destination.',
          es: 'Opcional. Sin imagen (o si se borra), la web muestra su propia ilustración del destino.',
        },
      },
    },
    {
      name: 'imageAlt',
      label: { en: 'Image description (alt text)', es: 'Descripción de la imagen (texto alternativo)' },
      type: 'text',
      localized: true,
    },
    {
      name: 'code',
      label: { en: 'Code', es: 'Código' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: validateCode,
      hooks: { beforeChange: [emptyCodeAsNone], beforeDuplicate: [freeCodeForCopy] },
      admin: {
        position: 'sidebar',
        description: {
          en: 'A short fixed name (e.g. "madrid"). Enquiries store it: keep it once the destination is in use.',
          es: 'Un nombre corto y fijo (p. ej. "madrid"). Las consultas lo guardan: no lo cambie una vez en uso.',
        },
      },
    },
    {
      name: 'showOn',
      label: { en: 'Shown on', es: 'Se muestra en' },
      type: 'select',
      hasMany: true,
      options: localizedOptions(destinationPlacements),
      admin: { position: 'sidebar' },
    },
    {
      name: 'isNew',
      label: { en: 'Marked NEW', es: 'Marcado como NUEVO' },
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    orderField,
    spanishTranslationField,
  ],
}
