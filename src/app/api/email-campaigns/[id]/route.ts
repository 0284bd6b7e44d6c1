export { getCampaign as GET } from '@/endpoints'
