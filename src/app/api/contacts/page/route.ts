export { contactsPageRead as GET } from '@/endpoints'
