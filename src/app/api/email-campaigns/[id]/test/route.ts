export { testCampaign as POST } from '@/endpoints'
