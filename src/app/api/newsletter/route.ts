export { listSubscriptions as GET, subscribe as POST } from '@/platform/http'
