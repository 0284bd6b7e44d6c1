export { listBlog as GET } from '@/endpoints/public-content'
