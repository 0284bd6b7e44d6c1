export { postProposalAnswer as POST } from '@/features/trips/proposals/answer'
