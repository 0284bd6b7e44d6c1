export { listCampaignRecipients as GET } from '@/platform/http'
