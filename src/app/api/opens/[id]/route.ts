export { countCampaignOpen as GET } from '@/platform/http'
