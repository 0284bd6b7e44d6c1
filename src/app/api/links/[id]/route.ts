export { followCampaignLink as GET } from '@/endpoints'
