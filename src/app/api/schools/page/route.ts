export { schoolsPageRead as GET } from '@/platform/http'
