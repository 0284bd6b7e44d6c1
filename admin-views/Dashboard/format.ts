import { contactTypes, programTypes } from '@/lib/enquiry-options'
import { text } from './strings'

/**
 * Destination label (English, the admin's language, as the API names it), 'Not specified' when empty; a
 * destination deleted since shows the code the enquiry stored.
 */
export function destinationLabel(contact: { destination: string | null; destinationLabel?: string | null }): string {
  if (!contact.destination) return text.notSpecified
  return contact.destinationLabel || contact.destination
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
