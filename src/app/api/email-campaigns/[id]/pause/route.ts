export { pauseCampaign as POST } from '@/endpoints/campaigns'
