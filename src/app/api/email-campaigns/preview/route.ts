export { previewCampaign as POST } from '@/platform/http'
