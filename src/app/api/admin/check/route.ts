export { check as GET } from '@/endpoints/admin-auth'
