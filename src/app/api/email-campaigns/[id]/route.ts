export { getCampaign as GET } from '@/endpoints/campaigns'
