export { lookup as POST } from '@/platform/http'
