export { listSchoolContacts as GET } from '@/platform/http'
