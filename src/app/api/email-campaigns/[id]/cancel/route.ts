export { cancelCampaign as POST } from '@/platform/http'
