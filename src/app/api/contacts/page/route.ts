export { contactsPageRead as GET } from '@/platform/http'
