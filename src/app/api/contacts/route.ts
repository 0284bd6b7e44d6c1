export { listAllContacts as GET, createContact as POST } from '@/endpoints'
