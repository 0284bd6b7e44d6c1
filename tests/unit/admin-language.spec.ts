import { describe, expect, it } from 'vitest'

import { bindTexts, type Catalog } from '@/platform/admin/i18n/bind'
import { staffEn, staffEs } from '@/platform/admin/i18n/catalog'
import { staffTexts } from '@/platform/admin/i18n/texts'
import { formatStaffDate } from '@/platform/i18n/staff-dates'

/** Every text of a catalog by its path ("dashboard.details.title"). */
function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(catalog)) {
    if (typeof value === 'string') out.set(prefix + key, value)
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v)
  }
  return out
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

describe('the admin in English and Spanish', () => {
  it('gives every label, group, description and option of the configuration a Spanish text', async () => {
    process.env.PAYLOAD_SECRET ??= 'unit-test-secret'
    process.env.DATABASE_URI ??= 'postgres://postgres@127.0.0.1:5432/unused'
    const { untranslated } = await import('@/platform/collections/plugins/admin-language')
    const config = await (await import('@payload-config')).default
    expect([...untranslated], 'English admin texts without a Spanish one').toEqual([])
    const contacts = config.collections.find((c) => c.slug === 'contacts')
    expect(contacts?.admin.group).toEqual({ en: 'Enquiries & marketing', es: 'Consultas y marketing' })
    expect(contacts?.labels.plural).toEqual({ en: 'Contacts', es: 'Consultas' })
    const stage = contacts?.fields.find((f) => 'name' in f && f.name === 'stage')
    expect(stage && 'label' in stage && stage.label).toEqual({ en: 'Stage', es: 'Etapa' })
    expect(config.i18n.translations).toMatchObject({ es: { staff: { dashboard: { title: 'Panel de control' } } } })
    // A list's singular label goes mid-sentence in Spanish ("Añadir punto destacado"); its rows keep the capital.
    const destinations = config.collections.find((c) => c.slug === 'destinations')
    const features = destinations?.fields.find((f) => 'name' in f && f.name === 'features')
    expect(features && 'labels' in features && features.labels?.singular).toEqual({
      en: 'Highlight',
      es: 'punto destacado',
    })
    expect(features?.admin?.components).toMatchObject({
      RowLabel: { clientProps: { label: { en: 'Highlight', es: 'Punto destacado' } } },
    })
    // Loading the whole configuration (sharp, the database adapter) takes seconds on a busy machine.
  }, 60_000)

  it('has each staff screen text in Spanish, with the same placeholders as the English one', () => {
    const english = flatten(staffEn)
    const spanish = flatten(staffEs)
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort())
    for (const [key, text] of english) {
      expect(placeholders(spanish.get(key) ?? ''), `placeholders of ${key}`).toEqual(placeholders(text))
    }
  })

  it('fills placeholders by name, whatever their order in the language shown', () => {
    const bound = bindTexts({ range: '{{from}}–{{to}} of {{total}}' } as const, {
      range: '{{total}}: {{to}} ← {{from}}',
    })
    expect(bound.range(1, 25, 100)).toBe('100: 25 ← 1')
  })

  it('reads the staff member’s language from Payload’s i18n, English for a text it lacks', () => {
    const es = staffTexts({ language: 'es', translations: { staff: staffEs } })
    expect(es.dashboard.contacts.viewDetailsOf('Ana')).toBe('Ver detalles – Ana')
    expect(es.dashboard.medianAnswer.value(3.25)).toBe('3,3 horas laborables')
    expect(es.shared.schools(2400)).toBe('2400 centros')
    const en = staffTexts({ language: 'en', translations: {} })
    expect(en.dashboard.contacts.viewDetailsOf('Ana')).toBe('View Details – Ana')
    expect(en.dashboard.medianAnswer.value(0)).toBe('0.0 business hours')
    expect(en.shared.schools(1)).toBe('1 school')
  })

  it('shows dates on Madrid’s clock in the language’s short form', () => {
    const at = '2026-11-26T21:56:00Z'
    expect(formatStaffDate(at, 'es')).toBe('26 nov 2026, 22:56')
    expect(formatStaffDate(at, 'en')).toBe('11/26/26, 10:56 PM')
    expect(formatStaffDate('2026-07-01T07:05:00Z', 'es')).toBe('1 jul 2026, 09:05')
    expect(formatStaffDate(null, 'es')).toBeNull()
  })
})
