export { listSchoolContacts as GET } from '@/endpoints'
