import { contactTypes, programTypes } from '@/platform/enquiry-options'

/** The enquiry options carry both languages; the admin shows the staff member's (English for any other). */
const pick = (language: string) => (language === 'es' ? 'es' : 'en')

/** Program type label, or null when the contact has none (school enquiries). */
export function programTypeLabel(code: string | null | undefined, language: string): string | null {
  if (!code) return null
  return code in programTypes ? programTypes[code as keyof typeof programTypes][pick(language)] : code
}

/** 'School Group' or 'Erasmus+', the labels the enquiry forms and the contacts collection use. */
export function contactTypeLabel(code: string, language: string): string {
  return code in contactTypes ? contactTypes[code as keyof typeof contactTypes][pick(language)] : code
}

/** A mail draft to the sender ("Reply via Email"). */
export function mailtoHref(email: string, subject: string): string {
  const address = encodeURIComponent(email).replace(/%40/g, '@')
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`
}
