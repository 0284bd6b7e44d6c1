export { resumeCampaign as POST } from '@/endpoints'
