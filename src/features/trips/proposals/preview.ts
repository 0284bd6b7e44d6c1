import { idParam, notFound, requireAdmin, route } from '@/platform/http/http'
import { translator } from '@/platform/i18n'
import { proposalLocale, proposalPdf } from './send'
import { contactIdOf, liveEnquiryOf } from './store'

type IdContext = { params: Promise<{ id: string }> }

/**
 * GET /api/proposals/{id}/pdf: the saved proposal's PDF exactly as Send proposal would attach it, for staff to
 * read before sending ("Preview PDF" on the proposal's edit view). Staff only; never cached.
 */
export const getProposalPdf = route<IdContext>(async function getProposalPdf(req, { params }) {
  const { payload, user } = await requireAdmin(req)
  const proposal = await payload.findByID({
    collection: 'proposals',
    id: idParam((await params).id),
    depth: 0,
    disableErrors: true,
    overrideAccess: false,
    user,
  })
  if (!proposal) throw notFound('id', 'No proposal with this id')
  const contact = await liveEnquiryOf(payload, user, contactIdOf(proposal), 'proposal')
  const pdf = await proposalPdf(payload, proposal, contact)
  const file = translator(proposalLocale(proposal))('proposal.mail.file')
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${encodeURIComponent(file)}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  })
})
