export { getCampaign as GET } from '@/platform/http'
