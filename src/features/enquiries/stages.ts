import type { Bilingual } from '@/platform/i18n/bilingual'

/**
 * The follow-up pipeline of an enquiry. The first two states (unprocessed, processed) stay readable through it: "Processed" is
 * any stage after `new`, and PATCH /api/contacts/{id}/process moves `new` to `contacted`.
 */
export const stages = ['new', 'contacted', 'proposal_sent', 'won', 'lost'] as const

export type Stage = (typeof stages)[number]

/** Each stage's name in both languages (Payload's own screens follow the admin's language). */
export const stageNames: Record<Stage, Bilingual> = {
  new: { en: 'New', es: 'Nueva' },
  contacted: { en: 'Contacted', es: 'Contactada' },
  proposal_sent: { en: 'Proposal sent', es: 'Propuesta enviada' },
  won: { en: 'Won', es: 'Ganada' },
  lost: { en: 'Lost', es: 'Perdida' },
}

export const isStage = (value: unknown): value is Stage => stages.includes(value as Stage)

/** The API's `processed` flag, derived from the stage. */
export const isProcessedStage = (stage: Stage | null | undefined) => Boolean(stage) && stage !== 'new'

/** The stage a row without one gets (existing rows, and the migration): processed ones were contacted. */
export const stageOfProcessed = (processed: boolean | null | undefined): Stage => (processed ? 'contacted' : 'new')

/**
 * The stages that mean the person was answered: a reply went (from the Dashboard, or from staff's own mail
 * program before they moved the enquiry on), or more. Leaving `new` for `lost` is no answer: that is how staff
 * set aside spam and enquiries they drop without writing.
 */
export const isAnsweredStage = (stage: Stage | null | undefined) =>
  stage === 'contacted' || stage === 'proposal_sent' || stage === 'won'
