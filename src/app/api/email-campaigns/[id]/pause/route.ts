export { pauseCampaign as POST } from '@/endpoints'
