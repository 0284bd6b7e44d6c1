export { sendCampaign as POST } from '@/platform/http'
