/**
 * A nested document as `path → value` pairs ("consent.at", "labels.0"): one line per field in a long-format CSV
 * or on a screen. Empty objects and arrays keep their path with an empty value, so no field silently disappears.
 */
export function flatten(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value)
    if (entries.length === 0) return prefix ? [[prefix, '']] : []
    return entries.flatMap(([key, v]) => flatten(v, prefix ? `${prefix}.${key}` : key))
  }
  return [[prefix, value]]
}
