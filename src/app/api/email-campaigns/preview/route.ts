export { previewCampaign as POST } from '@/endpoints/campaigns'
