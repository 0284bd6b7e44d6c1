export { scheduleCampaign as POST } from '@/platform/http'
