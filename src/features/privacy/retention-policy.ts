/**
 * How long each kind of personal data is kept (docs/staff.md › Privacy operations, Retention; the privacy policy). The one source for the privacy
 * page's retention table and for the job that deletes expired data: change a period here and both follow.
 * Row labels and the human wording of each period are i18n messages: `privacy.retention.<id>.data`,
 * `privacy.retention.duration.<unit>`, `privacy.retention.from.<from>` and `privacy.retention.<kind>` for the
 * periods without a time limit. The deletion job is src/features/privacy/jobs/retention.ts (sources in src/features/privacy/retention.ts).
 */

/** The event a retention period is counted from. */
export type RetentionAnchor =
  | 'last-contact' // the last message exchanged with the person
  | 'last-transaction' // the last invoice, payment or booking change of the trip
  | 'record-date' // the date the record (consent, rights request, breach log…) was made
  | 'moved-to-trash' // when staff moved the item to the trash (Payload's `deletedAt`)

export type RetentionPeriod =
  | { kind: 'duration'; amount: number; unit: 'year' | 'day'; from: RetentionAnchor }
  | { kind: 'until-consent-withdrawn' }
  // An opt-out must outlast everything else to keep working: kept while we send any communication at all.
  | { kind: 'while-communications-are-sent' }

export type RetentionRule = {
  id:
    | 'email-whatsapp-correspondence'
    | 'website-enquiries'
    | 'trashed-website-enquiries'
    | 'newsletter-subscribers'
    | 'commercial-communications'
    | 'social-media'
    | 'tour-package-management'
    | 'data-protection-records'
    | 'suppression-list'
  period: RetentionPeriod
}

export const retentionPolicy: readonly RetentionRule[] = [
  { id: 'email-whatsapp-correspondence', period: { kind: 'duration', amount: 6, unit: 'year', from: 'last-contact' } },
  { id: 'website-enquiries', period: { kind: 'duration', amount: 1, unit: 'year', from: 'last-contact' } },
  { id: 'trashed-website-enquiries', period: { kind: 'duration', amount: 30, unit: 'day', from: 'moved-to-trash' } },
  { id: 'newsletter-subscribers', period: { kind: 'until-consent-withdrawn' } },
  { id: 'commercial-communications', period: { kind: 'until-consent-withdrawn' } },
  { id: 'social-media', period: { kind: 'until-consent-withdrawn' } },
  { id: 'tour-package-management', period: { kind: 'duration', amount: 5, unit: 'year', from: 'last-transaction' } },
  { id: 'data-protection-records', period: { kind: 'duration', amount: 5, unit: 'year', from: 'record-date' } },
  { id: 'suppression-list', period: { kind: 'while-communications-are-sent' } },
]

export type RetentionRuleId = RetentionRule['id']

export function retentionRule(id: RetentionRuleId): RetentionRule {
  const rule = retentionPolicy.find((r) => r.id === id)
  if (!rule) throw new Error(`Unknown retention rule "${id}"`)
  return rule
}

/**
 * For a deletion job: data whose anchor date is before the returned instant has outlived its period.
 * `null` means there is no time limit (kept until consent is withdrawn, which deletes it there and then, or for
 * as long as communications are sent).
 * Calendar arithmetic in UTC (one year before 29 February is 1 March of the year before).
 */
export function retentionCutoff(period: RetentionPeriod, now: Date = new Date()): Date | null {
  if (period.kind !== 'duration') return null
  const cutoff = new Date(now.getTime())
  if (period.unit === 'year') cutoff.setUTCFullYear(cutoff.getUTCFullYear() - period.amount)
  else cutoff.setUTCDate(cutoff.getUTCDate() - period.amount)
  return cutoff
}

/** "1 year", "30 days": a period's length in English, for the (English-only) admin; the site uses i18n messages. */
export function periodLength(period: RetentionPeriod): string | null {
  if (period.kind !== 'duration') return null
  return `${period.amount} ${period.unit}${period.amount === 1 ? '' : 's'}`
}
