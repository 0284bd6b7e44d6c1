export { erase as POST } from '@/platform/http'
