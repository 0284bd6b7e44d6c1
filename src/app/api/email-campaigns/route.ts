export { createCampaign as POST, listCampaigns as GET } from '@/platform/http'
