export { listSchools as GET } from '@/endpoints'
