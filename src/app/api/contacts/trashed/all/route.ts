export { listTrashedContacts as GET } from '@/endpoints'
