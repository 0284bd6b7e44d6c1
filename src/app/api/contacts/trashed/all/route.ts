export { listTrashedContacts as GET } from '@/platform/http'
