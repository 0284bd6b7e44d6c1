export { sendCampaign as POST } from '@/endpoints/campaigns'
