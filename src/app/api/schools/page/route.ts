export { schoolsPageRead as GET } from '@/endpoints'
