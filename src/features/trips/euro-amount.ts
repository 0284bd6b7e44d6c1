/**
 * Euros as staff type them ("300", "12,50", "1.250,00", "€ 99.90"), in cents, or null when the text is no
 * amount. The last of "," and "." followed by one or two digits is the decimal mark; other marks group thousands.
 */
export function centsOf(typed: string): number | null {
  const text = typed.replace(/[\s€]/g, '')
  if (!/^\d[\d.,]*$/.test(text)) return null
  const decimal = /[.,](\d{1,2})$/.exec(text)
  const whole = (decimal ? text.slice(0, decimal.index) : text).replace(/[.,]/g, '')
  const euros = Number(`${whole}.${decimal?.[1] ?? '0'}`)
  return Number.isFinite(euros) ? Math.round(euros * 100) : null
}

/**
 * Cents as euros to edit, with the admin language's decimal mark: "300", "12.50" / "12,50" (no grouping, so what is
 * shown can be typed back).
 */
export function eurosOf(cents: number, language = 'en'): string {
  const euros = cents % 100 ? (cents / 100).toFixed(2) : String(cents / 100)
  return language === 'es' ? euros.replace('.', ',') : euros
}
