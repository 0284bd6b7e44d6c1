export { confirmErasure as POST } from '@/features/audience/preferences-endpoint'
