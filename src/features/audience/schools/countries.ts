/**
 * Countries as staff and CSV files type them: "España", "Spain", "spain " and "ES" are one country. A typed name
 * is recognised in English or Spanish (the names `Intl.DisplayNames` gives every ISO 3166 region, plus a few
 * common other spellings) and keyed by its region code; anything else is keyed by its folded text, so two
 * spellings of an unknown place that differ only in case, accents or spaces still meet.
 */

/** Lower case, no accents, single spaces: the form names are compared in. */
export function foldCountry(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** Spellings the region names of `Intl.DisplayNames` do not cover (folded). */
const extraAliases: Record<string, string> = {
  'reino de espana': 'ES',
  'kingdom of spain': 'ES',
  esp: 'ES',
  'czech republic': 'CZ',
  'republica checa': 'CZ',
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  usa: 'US',
  holland: 'NL',
  'the netherlands': 'NL',
}

let aliases: Map<string, string> | null = null

function aliasTable(): Map<string, string> {
  if (aliases) return aliases
  const table = new Map<string, string>()
  const names = ['en', 'es'].map((language) => new Intl.DisplayNames([language], { type: 'region' }))
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
  for (const a of letters) {
    for (const b of letters) {
      const code = a + b
      for (const display of names) {
        let name: string | undefined
        try {
          name = display.of(code)
        } catch {
          name = undefined
        }
        // An unknown code comes back as itself.
        if (!name || name === code) continue
        // The first code keeps a name (FR before FX, "Metropolitan France", which some data calls France too).
        if (!table.has(foldCountry(name))) table.set(foldCountry(name), code)
        table.set(code.toLowerCase(), code)
      }
    }
  }
  for (const [alias, code] of Object.entries(extraAliases)) table.set(alias, code)
  aliases = table
  return table
}

/** The key a typed country is filtered by: `ES` for any spelling of Spain, `~name` for a place not recognised. */
export function countryKey(value: string | null | undefined): string | null {
  const folded = value ? foldCountry(value) : ''
  if (!folded) return null
  return aliasTable().get(folded) ?? `~${folded}`
}

/** The name a key is shown by, in the staff member's language; an unrecognised place by how it was typed. */
export function countryLabel(key: string, language: string, typed: string): string {
  if (key.startsWith('~')) return typed.trim()
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(key) ?? typed
  } catch {
    return typed
  }
}

export type CountryOption = { key: string; label: string; count: number }

/**
 * The countries of a list of `{ country, count }` (as stored, one line per spelling), merged by key, with the
 * most common spelling naming an unrecognised place; by name in the staff member's language.
 */
export function mergeCountries(spellings: Array<{ country: string; count: number }>, language: string) {
  const merged = new Map<string, { count: number; spellings: string[]; typed: string; typedCount: number }>()
  for (const { country, count } of spellings) {
    const key = countryKey(country)
    if (!key) continue
    const entry = merged.get(key) ?? { count: 0, spellings: [], typed: country, typedCount: 0 }
    entry.count += count
    entry.spellings.push(country)
    if (count > entry.typedCount) Object.assign(entry, { typed: country, typedCount: count })
    merged.set(key, entry)
  }
  const options: CountryOption[] = [...merged].map(([key, entry]) => ({
    key,
    label: countryLabel(key, language, entry.typed),
    count: entry.count,
  }))
  options.sort((a, b) => a.label.localeCompare(b.label, language, { sensitivity: 'base' }))
  return { options, spellingsOf: (key: string) => merged.get(key)?.spellings ?? [] }
}
