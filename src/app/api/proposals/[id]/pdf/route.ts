export { getProposalPdf as GET } from '@/features/trips/proposals/preview'
