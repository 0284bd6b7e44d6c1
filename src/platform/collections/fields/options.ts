import type { Option } from 'payload'

import type { Locale } from '@i18n/locales'

/** Select options from one of src/platform's labelled maps; labels follow the admin's language. */
export function localizedOptions(map: Record<string, Record<Locale, string>>): Option[] {
  return Object.entries(map).map(([value, label]) => ({ value, label: { ...label } }))
}

/** Select options from a list of codes, labelled by a lookup. */
export function plainOptions(values: readonly string[], label: (value: string) => string = (v) => v): Option[] {
  return values.map((value) => ({ value, label: label(value) }))
}
