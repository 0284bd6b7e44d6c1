export { siteChanged as POST } from '@/endpoints'
