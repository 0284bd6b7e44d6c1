import type { Payload } from 'payload'

import { defaultLocale } from '@i18n/locales'
import type { Bilingual } from '@/platform/i18n/bilingual'

/** Price per student per night (€) of each destination the site ships with; the seasons scale it. */
const basePrices: Record<string, number> = {
  madrid: 62,
  valladolid: 52,
  malaga: 58,
  alicante: 55,
  gijon: 54,
  porto: 58,
  bari: 56,
  catania: 57,
  budapest: 50,
  prague: 54,
  poznan: 45,
  warsaw: 47,
  krakow: 46,
  copenhagen: 92,
  lyon: 72,
  camino: 49,
}

/** Summer and the Easter weeks cost more, the winter less (repeating every year). */
const seasons = (base: number) => [
  { label: { en: 'Summer', es: 'Verano' }, from: [1, 7], to: [31, 8], price: Math.round(base * 1.2) },
  { label: { en: 'Easter', es: 'Semana Santa' }, from: [25, 3], to: [15, 4], price: Math.round(base * 1.1) },
  { label: { en: 'Winter', es: 'Invierno' }, from: [7, 1], to: [28, 2], price: Math.round(base * 0.9) },
]

const tiers = [
  { minStudents: 15, maxStudents: 19, discountPercent: 0 },
  { minStudents: 20, maxStudents: 29, discountPercent: 4 },
  { minStudents: 30, maxStudents: 44, discountPercent: 8 },
  { minStudents: 45, maxStudents: null, discountPercent: 12 },
]

const addOns: Array<{ code: string; name: Bilingual; price: number; per: 'person' | 'group'; daily: boolean }> = [
  {
    code: 'transfer',
    name: { en: 'Airport transfer', es: 'Traslado al aeropuerto' },
    price: 450,
    per: 'group',
    daily: false,
  },
  { code: 'guide', name: { en: 'Accompanying guide', es: 'Guía acompañante' }, price: 160, per: 'group', daily: true },
  { code: 'picnic', name: { en: 'Daily picnic lunch', es: 'Pícnic diario' }, price: 9, per: 'person', daily: true },
  {
    code: 'insurance',
    name: { en: 'Travel insurance', es: 'Seguro de viaje' },
    price: 18,
    per: 'person',
    daily: false,
  },
  {
    code: 'excursion',
    name: { en: 'Day excursion', es: 'Excursión de un día' },
    price: 35,
    per: 'person',
    daily: false,
  },
]

const includes: Bilingual = {
  en: 'Accommodation with breakfast\nEducational programme and cultural visits\nBilingual on-site coordinator\nLocal transport during the programme\n24/7 support',
  es: 'Alojamiento con desayuno\nPrograma educativo y visitas culturales\nCoordinador bilingüe en destino\nTransporte local durante el programa\nAsistencia 24/7',
}

const excludes: Bilingual = {
  en: 'Flights or train to the destination\nLunches and dinners unless added\nPersonal expenses',
  es: 'Vuelos o tren hasta el destino\nComidas y cenas salvo que se añadan\nGastos personales',
}

/**
 * Publishes price rules for the destinations the site ships with, in both languages, into a collection that has
 * never held any (none, not even in the version history): a fresh install and a database from before price rules
 * both get them; once editors have worked on the rules they are never touched again. Returns how many it made.
 */
export async function publishMissingPriceRules(payload: Payload): Promise<number> {
  const [docs, versions] = await Promise.all([
    payload.count({ collection: 'price-rules' }),
    payload.countVersions({ collection: 'price-rules' }),
  ])
  if (docs.totalDocs > 0 || versions.totalDocs > 0) return 0
  const { docs: destinations } = await payload.find({
    collection: 'destinations',
    where: { code: { in: Object.keys(basePrices) } },
    depth: 0,
    pagination: false,
    select: { code: true, city: true },
  })
  for (const destination of destinations) {
    const base = basePrices[destination.code]!
    const created = await payload.create({
      collection: 'price-rules',
      locale: defaultLocale,
      depth: 0,
      data: {
        name: destination.city,
        destination: destination.id,
        baseNightPrice: base,
        seasons: seasons(base).map((s) => ({
          label: s.label.en,
          fromDay: s.from[0]!,
          fromMonth: String(s.from[1]) as '1',
          toDay: s.to[0]!,
          toMonth: String(s.to[1]) as '1',
          nightPrice: s.price,
        })),
        tiers,
        studentsPerFreePlace: 20,
        minGroup: 15,
        maxGroup: 150,
        addOns: addOns.map((a) => ({ code: a.code, name: a.name.en, price: a.price, per: a.per, daily: a.daily })),
        includes: includes.en,
        excludes: excludes.en,
        _status: 'published',
      },
    })
    // The rows are shared by the languages: the Spanish texts go to the rows English created.
    await payload.update({
      collection: 'price-rules',
      id: created.id,
      locale: 'es',
      depth: 0,
      data: {
        seasons: (created.seasons ?? []).map((row, i) => ({ ...row, label: seasons(base)[i]!.label.es })),
        addOns: (created.addOns ?? []).map((row, i) => ({ ...row, name: addOns[i]!.name.es })),
        includes: includes.es,
        excludes: excludes.es,
        _status: 'published',
      },
    })
  }
  if (destinations.length) payload.logger.info(`Published price rules for ${destinations.length} destinations.`)
  return destinations.length
}
