export { listErasmusContacts as GET } from '@/platform/http'
