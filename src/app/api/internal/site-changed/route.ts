export { siteChanged as POST } from '@/endpoints/site-changed'
