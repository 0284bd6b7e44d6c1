export { sendCampaign as POST } from '@/endpoints'
