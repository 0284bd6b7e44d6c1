export { pauseCampaign as POST } from '@/platform/http'
