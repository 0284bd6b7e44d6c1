import { stageNames, stages, type Stage } from '@/features/enquiries/stages'
import { inLanguage } from '@/platform/i18n/bilingual'
import type { Bound } from '@/platform/admin/i18n/bind'
import type { dashboardEn } from './strings'

/** The Dashboard's texts in one language, with the few that choose between two wordings. */
export function dashboardText(bound: Bound<typeof dashboardEn>, language: string) {
  const { details, timeline, notices, medianAnswer } = bound
  return {
    ...bound,
    language,
    /** The follow-up stages' names (the same as the contacts collection shows). */
    stages: Object.fromEntries(stages.map((stage) => [stage, inLanguage(language, stageNames[stage])])) as Record<
      Stage,
      string
    >,
    medianAnswer: {
      ...medianAnswer,
      value: (value: number | null) => (value === null ? '—' : medianAnswer.value(roundHours(value, language))),
    },
    details: {
      ...details,
      lastContact: (keptFor: string | null) => (keptFor ? details.lastContactKept(keptFor) : details.lastContact),
    },
    timeline: {
      ...timeline,
      received: (form: string | null) => (form ? timeline.receivedThrough(form) : timeline.received),
      consent: (at: string, version: string | null) =>
        version ? timeline.consentVersion(at, version) : timeline.consent(at),
      owner: (to: string | null) => (to ? timeline.owner(to) : timeline.ownerRemoved),
    },
    notices: {
      ...notices,
      stageChanged: (stage: string) => ({
        ...notices.stageChanged,
        description: notices.stageChanged.description(stage),
      }),
      ownerChanged: (owner: string) => ({
        ...notices.ownerChanged,
        description: notices.ownerChanged.description(owner),
      }),
      invited: (email: string) => ({ ...notices.invited, description: notices.invited.description(email) }),
      invitedNoMail: (email: string) => ({
        ...notices.invitedNoMail,
        description: notices.invitedNoMail.description(email),
      }),
    },
  }
}

export type DashboardText = ReturnType<typeof dashboardText>

/** "3.5" under 10 hours (one decimal, "0.0" included), whole hours above; in the language's own decimal mark. */
function roundHours(hours: number, language: string): string {
  const digits = hours < 10 ? 1 : 0
  return new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(hours)
}
