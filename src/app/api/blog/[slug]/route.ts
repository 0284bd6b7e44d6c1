export { getBlogPost as GET } from '@/platform/http'
