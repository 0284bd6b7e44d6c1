export { redirects as GET } from '@/endpoints'
