export { logout as POST } from '@/platform/http'
