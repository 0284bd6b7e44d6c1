export { listStaff as GET } from '@/platform/http'
