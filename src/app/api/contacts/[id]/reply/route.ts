export { sendReply as POST } from '@/platform/http'
