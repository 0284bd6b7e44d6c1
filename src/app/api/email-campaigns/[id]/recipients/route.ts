export { listCampaignRecipients as GET } from '@/endpoints'
