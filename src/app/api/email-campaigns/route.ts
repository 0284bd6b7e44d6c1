export { createCampaign as POST, listCampaigns as GET } from '@/endpoints'
