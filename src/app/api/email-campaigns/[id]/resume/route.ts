export { resumeCampaign as POST } from '@/platform/http'
