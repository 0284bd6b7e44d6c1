export { confirmErasure as POST } from '@/features/audience/api/preferences'
