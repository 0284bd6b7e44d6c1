export { login as POST } from '@/platform/http'
