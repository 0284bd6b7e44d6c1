export { scheduleCampaign as POST } from '@/endpoints'
