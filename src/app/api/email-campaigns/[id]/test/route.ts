export { testCampaign as POST } from '@/platform/http'
