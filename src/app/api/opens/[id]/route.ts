export { countCampaignOpen as GET } from '@/endpoints'
