export { cancelCampaign as POST } from '@/endpoints'
