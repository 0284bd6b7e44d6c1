/**
 * The follow-up pipeline of an enquiry. SPEC's two states stay readable through it: "Processed" is
 * any stage after `new`, and PATCH /api/contacts/{id}/process moves `new` to `contacted`.
 */
export const stages = ['new', 'contacted', 'proposal_sent', 'won', 'lost'] as const

export type Stage = (typeof stages)[number]

export const stageLabels: Record<Stage, string> = {
  new: 'New',
  contacted: 'Contacted',
  proposal_sent: 'Proposal sent',
  won: 'Won',
  lost: 'Lost',
}

export const isStage = (value: unknown): value is Stage => stages.includes(value as Stage)

/** SPEC's `processed` flag, derived from the stage. */
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
