/**
 * Structural data of the destination cards on /school-trips and the city tiles on /erasmus (SPEC §2).
 * No visible text lives here: every label comes from the i18n catalogs through the message ids built below.
 */

export const destinationCodes = [
  'madrid',
  'valladolid',
  'malaga',
  'alicante',
  'gijon',
  'porto',
  'bari',
  'catania',
  'budapest',
  'prague',
  'poznan',
  'warsaw',
  'krakow',
  'copenhagen',
  'lyon',
  'camino',
] as const

export type DestinationCode = (typeof destinationCodes)[number]

export type DestinationCard = {
  code: DestinationCode
  /** Shortest and longest recommended trip, in days. */
  minDays: number
  maxDays: number
  /** How many `destinations.<code>.feature.<n>` messages the card lists (n = 1..featureCount). */
  featureCount: number
  image: string
}

const destinationImage = (code: DestinationCode) => `/images/destinations/${code}.svg`

const card = (code: DestinationCode, minDays: number, maxDays: number, featureCount = 4): DestinationCard => ({
  code,
  minDays,
  maxDays,
  featureCount,
  image: destinationImage(code),
})

/** The destination card grid of /school-trips, in display order. */
export const destinationCards: readonly DestinationCard[] = [
  card('madrid', 7, 14),
  card('valladolid', 8, 15),
  card('malaga', 9, 16),
  card('alicante', 8, 14),
  card('gijon', 7, 13),
  card('porto', 8, 15),
  card('bari', 9, 16),
  card('catania', 10, 17),
  card('budapest', 8, 15),
  card('prague', 7, 14),
  card('poznan', 8, 14),
  card('warsaw', 9, 16),
  card('krakow', 8, 15),
  card('copenhagen', 7, 14),
  card('lyon', 8, 16),
  card('camino', 10, 21),
]

/** Message ids of one destination card. */
export function destinationMessageIds(destination: DestinationCard) {
  const base = `destinations.${destination.code}`
  return {
    title: `${base}.title`,
    description: `${base}.description`,
    imageAlt: `${base}.imageAlt`,
    features: Array.from({ length: destination.featureCount }, (_, i) => `${base}.feature.${i + 1}`),
  }
}

/** Countries of the Erasmus+ city tiles (ISO 3166-1 alpha-2, lower case); named by `erasmus.country.<code>`. */
export type CountryCode = 'es' | 'pt' | 'it' | 'hu' | 'cz' | 'pl' | 'dk' | 'fr'

export type ErasmusCityCode =
  Exclude<DestinationCode, 'camino'> | 'seville' | 'bilbao' | 'granada' | 'valencia' | 'santiago'

export type ErasmusCity = {
  code: ErasmusCityCode
  country: CountryCode
  /** Shown with a NEW badge. */
  isNew: boolean
  image: string
}

/** Cities that also have a destination card reuse its illustration; the others have their own under /images/erasmus. */
const isDestinationCode = (code: string): code is DestinationCode =>
  (destinationCodes as readonly string[]).includes(code)

const city = (code: ErasmusCityCode, country: CountryCode, isNew = false): ErasmusCity => ({
  code,
  country,
  isNew,
  image: isDestinationCode(code) ? destinationImage(code) : `/images/erasmus/${code}.svg`,
})

/** "Popular destinations in Spain" on /erasmus, in display order. */
export const erasmusSpainCities: readonly ErasmusCity[] = [
  city('madrid', 'es'),
  city('valladolid', 'es'),
  city('malaga', 'es'),
  city('alicante', 'es'),
  city('gijon', 'es'),
  city('seville', 'es', true),
  city('bilbao', 'es', true),
  city('granada', 'es', true),
  city('valencia', 'es', true),
  city('santiago', 'es', true),
]

/** "Other EU destinations" on /erasmus, in display order. */
export const erasmusEuCities: readonly ErasmusCity[] = [
  city('porto', 'pt'),
  city('bari', 'it'),
  city('catania', 'it'),
  city('budapest', 'hu'),
  city('prague', 'cz'),
  city('poznan', 'pl'),
  city('warsaw', 'pl'),
  city('krakow', 'pl'),
  city('copenhagen', 'dk'),
  city('lyon', 'fr'),
]

/** Message ids of one Erasmus+ city tile. */
export function erasmusCityMessageIds(tile: ErasmusCity) {
  return { name: `erasmus.city.${tile.code}.name`, country: `erasmus.country.${tile.country}` }
}
