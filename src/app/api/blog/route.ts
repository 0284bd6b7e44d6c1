export { listBlog as GET } from '@/endpoints'
