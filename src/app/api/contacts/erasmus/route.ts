export { listErasmusContacts as GET } from '@/endpoints'
