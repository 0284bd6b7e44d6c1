export { postSendProposal as POST } from '@/features/trips/proposals/send'
