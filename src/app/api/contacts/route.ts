export { listAllContacts as GET, createContact as POST } from '@/platform/http'
