export { followCampaignLink as GET } from '@/platform/http'
