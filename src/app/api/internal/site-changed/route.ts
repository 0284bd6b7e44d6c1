export { siteChanged as POST } from '@/platform/http'
