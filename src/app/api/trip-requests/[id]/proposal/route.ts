export { createProposal as POST } from '@/features/trips/proposals/create'
