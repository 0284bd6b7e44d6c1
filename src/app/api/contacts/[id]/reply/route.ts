export { sendReply as POST } from '@/endpoints'
