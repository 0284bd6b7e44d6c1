export { schoolSelectionCount as POST } from '@/platform/http'
