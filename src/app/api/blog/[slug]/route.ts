export { getBlogPost as GET } from '@/endpoints/public-content'
