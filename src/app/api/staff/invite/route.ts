export { inviteColleague as POST } from '@/platform/http'
