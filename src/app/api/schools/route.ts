export { listSchools as GET } from '@/platform/http'
