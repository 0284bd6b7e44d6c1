import { defaultLocale, isLocale } from '@i18n/locales'
import type { SchoolSummary } from './types'

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null)

/** One school of GET /api/schools (or of Payload's REST) as the screens use it, read defensively. */
export function toSchoolSummary(value: unknown): SchoolSummary {
  const school = (value ?? {}) as Record<string, unknown>
  return {
    id: Number(school.id),
    name: typeof school.name === 'string' ? school.name : '',
    email: typeof school.email === 'string' ? school.email : '',
    country: textOrNull(school.country),
    city: textOrNull(school.city),
    contactPerson: textOrNull(school.contactPerson),
    labels: Array.isArray(school.labels) ? school.labels.filter((l): l is string => typeof l === 'string') : [],
    // Unknown reads as English, as the sender does (recipientLanguage).
    language: isLocale(school.language) ? school.language : defaultLocale,
    lastContacted: textOrNull(school.lastContacted),
    optedOutAt: textOrNull(school.optedOutAt),
    bouncedAt: textOrNull(school.bouncedAt),
  }
}
