export { schoolSelectionCount as POST } from '@/endpoints'
