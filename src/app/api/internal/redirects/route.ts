export { redirects as GET } from '@/platform/http'
