import type { Payload } from 'payload'

import { defaultLocale, type Locale } from '@i18n/locales'
import { type DestinationPlacement, OTHER_DESTINATION } from '@/features/content/catalogue-rules'
import { otherDestination } from '@/platform/enquiry-options'
import type { Destination } from '@/payload-types'
import { imageUrlOf } from '@/platform/media-url'
import { memoized } from './memo'
import { withFallbackTexts } from './pages'
import { type ContentView, readArgs, visitorView } from './view'

/**
 * The destinations collection as the site reads it: the school-trip cards, the Erasmus+ city tiles and the
 * school enquiry form's options (which POST /api/contacts accepts), each in the page's language.
 */

export type PublicDestination = {
  code: string
  city: string
  country: string
  theme: string | null
  description: string | null
  features: string[]
  image: string
  imageAlt: string
  minDays: number | null
  maxDays: number | null
  isNew: boolean
  showOn: DestinationPlacement[]
}

/**
 * The destinations that have an illustration, /images/destinations/{code}.svg: shown when a destination has no
 * image (or it was deleted). The list is the folder's files (tests/unit/illustrations.spec.ts keeps them equal),
 * written here so that the running site never loads its seed data.
 */
export const illustratedDestinations = [
  'alicante',
  'bari',
  'bilbao',
  'budapest',
  'camino',
  'catania',
  'copenhagen',
  'gijon',
  'granada',
  'krakow',
  'lyon',
  'madrid',
  'malaga',
  'porto',
  'poznan',
  'prague',
  'santiago',
  'seville',
  'valencia',
  'valladolid',
  'warsaw',
] as const
const illustrated = new Set<string>(illustratedDestinations)

/** A destination added later, without an image and without an illustration of its own. */
const GENERIC_ILLUSTRATION = '/images/home/school-trips.svg'

export const fallbackIllustration = (code: string) =>
  illustrated.has(code) ? `/images/destinations/${code}.svg` : GENERIC_ILLUSTRATION

function toPublic(doc: Destination): PublicDestination {
  return {
    code: doc.code,
    city: doc.city,
    country: doc.country,
    theme: doc.theme ?? null,
    description: doc.description ?? null,
    features: (doc.features ?? []).map((f) => f.text).filter(Boolean),
    image: imageUrlOf(doc.image, fallbackIllustration(doc.code))!,
    imageAlt: doc.imageAlt ?? '',
    minDays: doc.minDays ?? null,
    maxDays: doc.maxDays ?? null,
    isNew: Boolean(doc.isNew),
    showOn: (doc.showOn ?? []) as DestinationPlacement[],
  }
}

async function find(payload: Payload, locale: Locale, view: ContentView): Promise<Destination[]> {
  const { docs } = await payload.find({
    collection: 'destinations',
    locale,
    fallbackLocale: defaultLocale,
    sort: ['order', 'id'],
    depth: 1,
    pagination: false,
    ...readArgs(view),
  })
  return docs
}

/**
 * Every destination visitors may see (published; a staff member's preview reads drafts), in display order.
 * A Spanish text left empty shows the English one. Called while a page renders, whose result is cached.
 */
export async function readDestinations(
  payload: Payload,
  locale: Locale,
  view: ContentView = visitorView,
): Promise<PublicDestination[]> {
  const docs = await find(payload, locale, view)
  if (locale === defaultLocale) return docs.map(toPublic)
  const english = new Map((await find(payload, defaultLocale, view)).map((d) => [d.id, d]))
  return docs.map((doc) => toPublic(withFallbackTexts(doc, english.get(doc.id))))
}

export const shownOn = (list: PublicDestination[], placement: DestinationPlacement) =>
  list.filter((d) => d.showOn.includes(placement))

/** "Madrid – Art, history and Spanish language": a destination as the enquiry form and the mails name it. */
export const enquiryLabel = (d: Pick<PublicDestination, 'city' | 'theme'>) =>
  d.theme ? `${d.city} – ${d.theme}` : d.city

export type DestinationOption = { value: string; label: string }

/** The school enquiry form's destination options in `locale`, "Other / not sure yet" last. */
export function enquiryOptions(list: PublicDestination[], locale: Locale): DestinationOption[] {
  return [
    ...shownOn(list, 'enquiry-form').map((d) => ({ value: d.code, label: enquiryLabel(d) })),
    { value: OTHER_DESTINATION, label: otherDestination[locale] },
  ]
}

/**
 * The destination codes POST /api/contacts accepts: the published destinations the form offers, and "other".
 * Kept in memory (src/features/content/memo.ts) and dropped when an editor publishes, so an enquiry costs no query.
 */
export const enquiryDestinationCodes = (payload: Payload): Promise<string[]> =>
  memoized('enquiry-destination-codes', async () => [
    ...enquiryOptions(await readDestinations(payload, defaultLocale), defaultLocale).map((o) => o.value),
  ])

/**
 * How staff screens and mails name a stored destination code: the destination's label in `locale` whatever its
 * state (published, draft, in the trash). A destination deleted since shows the stored code itself, so an old
 * enquiry still reads and never fails.
 */
export async function destinationLabels(payload: Payload, locale: Locale): Promise<Map<string, string>> {
  const { docs } = await payload.find({
    collection: 'destinations',
    locale,
    fallbackLocale: defaultLocale,
    trash: true,
    draft: true,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { code: true, city: true, theme: true },
  })
  const labels = new Map(docs.map((d) => [d.code, enquiryLabel({ city: d.city, theme: d.theme ?? null })]))
  labels.set(OTHER_DESTINATION, otherDestination[locale])
  return labels
}

/** The label of one stored code (see destinationLabels); null when the enquiry names none. */
export const labelOfDestination = (labels: Map<string, string>, code: string | null | undefined) =>
  code ? (labels.get(code) ?? code) : null
