import type { Bilingual } from '@/platform/i18n/bilingual'

/** A proposal is drafted, sent, then accepted or sent back with a request for changes. */
export const proposalStatuses = ['draft', 'sent', 'accepted', 'changes_requested'] as const

export type ProposalStatus = (typeof proposalStatuses)[number]

export const proposalStatusNames: Record<ProposalStatus, Bilingual> = {
  draft: { en: 'Draft', es: 'Borrador' },
  sent: { en: 'Sent', es: 'Enviada' },
  accepted: { en: 'Accepted', es: 'Aceptada' },
  changes_requested: { en: 'Changes requested', es: 'Cambios solicitados' },
}
