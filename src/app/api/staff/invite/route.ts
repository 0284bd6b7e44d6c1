export { inviteColleague as POST } from '@/endpoints'
