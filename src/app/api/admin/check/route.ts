export { check as GET } from '@/endpoints'
