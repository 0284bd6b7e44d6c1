export { getBlogPost as GET } from '@/endpoints'
