/**
 * The staff screens' texts live in Payload's own i18n (config `i18n.translations`, namespace `staff`), so they follow
 * the language each staff member picks under Account, like Payload's views. A text with placeholders
 * (`'Open {{label}}'`) becomes a function taking the values in the order the English text names them, so a screen
 * calls `text.open(label)` whatever the word order of the language shown.
 */
export type TextArg = string | number

/** A catalog of texts: nested objects of strings. */
export type Catalog = { readonly [key: string]: string | Catalog } | readonly (string | Catalog)[]

/** The same keys with any string: the shape another language's catalog must have. */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> }

/** The catalog as the screens use it: texts with placeholders are functions. */
export type Bound<T> = {
  readonly [K in keyof T]: T[K] extends `${string}{{${string}}}${string}`
    ? (...args: TextArg[]) => string
    : T[K] extends string
      ? string
      : Bound<T[K]>
}

const placeholder = /\{\{\s*(\w+)\s*\}\}/g

function namesIn(template: string): string[] {
  return Array.from(template.matchAll(placeholder), (match) => match[1] as string)
}

/**
 * Binds `shown` (the catalog in the staff member's language, from Payload's i18n) to the functions `english`
 * describes. A text missing from `shown` falls back to the English one.
 */
export function bindTexts<T extends Catalog>(english: T, shown: unknown): Bound<T> {
  return bindCatalog(english, shown) as Bound<T>
}

function bindCatalog(english: Catalog, shown: unknown): unknown {
  const source = (shown && typeof shown === 'object' ? shown : {}) as Record<string, unknown>
  const bound = (Array.isArray(english) ? [] : {}) as Record<string, unknown>
  for (const [key, value] of Object.entries(english) as [string, string | Catalog][]) {
    const own = source[key]
    if (typeof value === 'string') {
      const template = typeof own === 'string' ? own : value
      const names = namesIn(value)
      bound[key] =
        names.length === 0
          ? template
          : (...args: TextArg[]) =>
              template.replace(placeholder, (whole, name: string) => {
                const index = names.indexOf(name)
                return index >= 0 && args[index] !== undefined ? String(args[index]) : whole
              })
    } else {
      bound[key] = bindCatalog(value, own)
    }
  }
  return bound
}
