export { check as GET } from '@/platform/http'
