import { contactTypes, destinations, programTypes } from '@/lib/enquiry-options'
import { text } from './strings'

/** Destination label (English, the admin's language), 'Not specified' when empty, unknown codes raw. */
export function destinationLabel(code: string | null | undefined): string {
  if (!code) return text.notSpecified
  return code in destinations ? destinations[code as keyof typeof destinations].en : code
}

/** Program type label, or null when the contact has none (school enquiries). */
export function programTypeLabel(code: string | null | undefined): string | null {
  if (!code) return null
  return code in programTypes ? programTypes[code as keyof typeof programTypes].en : code
}

/** 'School Group' or 'Erasmus+', the labels the enquiry forms and the contacts collection use. */
export function contactTypeLabel(code: string): string {
  return code in contactTypes ? contactTypes[code as keyof typeof contactTypes].en : code
}

/** A mail draft to the sender ("Reply via Email"). */
export function mailtoHref(email: string): string {
  const address = encodeURIComponent(email).replace(/%40/g, '@')
  return `mailto:${address}?subject=${encodeURIComponent(text.details.replySubject)}`
}
