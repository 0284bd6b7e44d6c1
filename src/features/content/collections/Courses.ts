import {
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type DateFieldValidation,
  type NumberFieldSingleValidation,
  ValidationError,
} from 'payload'

import { publishedContentAccess } from '@/platform/access'
import { catalogueMessages, courseFormats, courseLevels } from '@/features/content/catalogue-rules'
import { previewUrlOf } from '@/features/content/preview/public-path'
import { calendarDayField } from '@/platform/collections/fields/calendar-day'
import { inEditorsLanguage } from '@/platform/collections/fields/editors-language'
import { englishFallback, localizedTextList } from '@/platform/collections/fields/localized'
import { orderField } from '@/platform/collections/fields/order'
import { spanishTranslationField, trackSpanishTranslation } from '@/platform/collections/fields/translation-status'
import { revalidateAfterDelete, revalidateOnPublish } from '../hooks/revalidate-site'
import { collectionDrafts } from '@/platform/collections/versions/drafts'

type Session = { start?: unknown; end?: unknown }

const isWhole = (value: unknown) => Number.isInteger(value) && (value as number) >= 1
const time = (value: unknown) => (value ? new Date(value as string).getTime() : NaN)

/** Whether a session ends before it starts (both dates given). */
const endsBeforeStart = ({ start, end }: Session) => time(end) < time(start)

const validateEnd: DateFieldValidation = (value, { siblingData, req }) =>
  endsBeforeStart({ start: (siblingData as Session).start, end: value })
    ? inEditorsLanguage(req, catalogueMessages.sessionEndBeforeStart)
    : true

const validateHours =
  (side: 'min' | 'max'): NumberFieldSingleValidation =>
  (value, { siblingData, req }) => {
    if (!isWhole(value)) return inEditorsLanguage(req, catalogueMessages.wholeNumber)
    const min = (siblingData as { hoursMin?: unknown }).hoursMin
    if (side === 'max' && typeof min === 'number' && min > (value as number))
      return inEditorsLanguage(req, catalogueMessages.minAboveMax)
    return true
  }

/**
 * The same checks on every save, drafts and autosaves included (drafts skip field validation): a session
 * ending before it starts, or fewer hours at most than at least, is refused with the field named, and nothing
 * is stored.
 */
const refuseBadCourse: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const merged = { ...(originalDoc ?? {}), ...data } as { sessions?: Session[]; hoursMin?: unknown; hoursMax?: unknown }
  const errors = (merged.sessions ?? []).flatMap((session, i) =>
    endsBeforeStart(session)
      ? [{ path: `sessions.${i}.end`, message: inEditorsLanguage(req, catalogueMessages.sessionEndBeforeStart) }]
      : [],
  )
  if (typeof merged.hoursMin === 'number' && typeof merged.hoursMax === 'number' && merged.hoursMin > merged.hoursMax)
    errors.push({ path: 'hoursMax', message: inEditorsLanguage(req, catalogueMessages.minAboveMax) })
  if (errors.length) throw new ValidationError({ collection: 'courses', errors, req })
  return data
}

const option = (value: string, en: string, es: string) => ({ value, label: { en, es } })

/**
 * The educator courses of /courses (docs/editing.md › Courses) and their dated sessions. The calendar shows the sessions
 * that have not ended yet (src/features/content/courses.ts): a session drops off the day after its end date.
 */
export const Courses: CollectionConfig = {
  slug: 'courses',
  labels: { singular: { en: 'Course', es: 'Curso' }, plural: { en: 'Courses', es: 'Cursos' } },
  versions: collectionDrafts,
  hooks: {
    beforeChange: [refuseBadCourse, trackSpanishTranslation('courses', ['title', 'description'])],
    afterChange: [revalidateOnPublish],
    afterDelete: [revalidateAfterDelete],
  },
  access: publishedContentAccess(),
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'format', 'level', 'order', '_status', 'spanishTranslation'],
    preview: (doc, { locale }) => previewUrlOf({ collection: 'courses', doc }, locale),
    description: {
      en: 'The courses of the Courses page and their dates. A session leaves the calendar the day after it ends.',
      es: 'Los cursos de la página Cursos y sus fechas. Una convocatoria sale del calendario el día después de terminar.',
    },
  },
  defaultSort: 'order',
  fields: [
    { name: 'title', label: { en: 'Title', es: 'Título' }, type: 'text', localized: true, ...englishFallback },
    {
      name: 'description',
      label: { en: 'Description', es: 'Descripción' },
      type: 'textarea',
      localized: true,
      ...englishFallback,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'hoursMin',
          label: { en: 'Hours (at least)', es: 'Horas (mínimo)' },
          type: 'number',
          required: true,
          min: 1,
          validate: validateHours('min'),
        },
        {
          name: 'hoursMax',
          label: { en: 'Hours (at most)', es: 'Horas (máximo)' },
          type: 'number',
          required: true,
          min: 1,
          validate: validateHours('max'),
          admin: {
            description: { en: 'The same as the least for a fixed length.', es: 'Igual que el mínimo si es fija.' },
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'format',
          label: { en: 'Format', es: 'Modalidad' },
          type: 'select',
          required: true,
          options: [
            option(courseFormats[0], 'In person or online', 'Presencial u online'),
            option(courseFormats[1], 'Hybrid (in person and online)', 'Híbrida (presencial y online)'),
            option(courseFormats[2], 'In person', 'Presencial'),
          ],
        },
        {
          name: 'level',
          label: { en: 'Level', es: 'Nivel' },
          type: 'select',
          required: true,
          options: [
            option(courseLevels[0], 'Intermediate to advanced', 'De intermedio a avanzado'),
            option(courseLevels[1], 'Beginner to intermediate', 'De inicial a intermedio'),
            option(courseLevels[2], 'All levels', 'Todos los niveles'),
          ],
        },
      ],
    },
    localizedTextList(
      'highlights',
      { en: 'Highlights', es: 'Contenidos destacados' },
      { en: 'Highlight', es: 'Contenido destacado' },
    ),
    {
      name: 'sessions',
      label: { en: 'Sessions (dates)', es: 'Convocatorias (fechas)' },
      labels: { singular: { en: 'Session', es: 'Convocatoria' }, plural: { en: 'Sessions', es: 'Convocatorias' } },
      type: 'array',
      admin: {
        initCollapsed: false,
        description: {
          en: 'Shown on the calendar in date order until their end date has passed (Madrid time).',
          es: 'Se muestran en el calendario por orden de fecha hasta que pasa su fecha de fin (hora de Madrid).',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            calendarDayField({ name: 'start', label: { en: 'First day', es: 'Primer día' }, required: true }),
            calendarDayField(
              { name: 'end', label: { en: 'Last day', es: 'Último día' }, required: true, validate: validateEnd },
              { notBefore: 'start' },
            ),
          ],
        },
        {
          name: 'note',
          label: { en: 'Place or format note (optional)', es: 'Nota de lugar o modalidad (opcional)' },
          type: 'text',
          localized: true,
          admin: {
            description: {
              en: 'Shown with the dates, e.g. "Online" or "Valencia".',
              es: 'Se muestra con las fechas, p. ej. «Online» o «Valencia».',
            },
          },
        },
      ],
    },
    {
      name: 'erasmusEligible',
      label: { en: 'Erasmus+ eligible', es: 'Financiable con Erasmus+' },
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar' },
    },
    orderField,
    spanishTranslationField,
  ],
}
