export { listStaff as GET } from '@/endpoints'
