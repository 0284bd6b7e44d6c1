export { listBlog as GET } from '@/platform/http'
