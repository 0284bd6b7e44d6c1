export { previewCampaign as POST } from '@/endpoints'
