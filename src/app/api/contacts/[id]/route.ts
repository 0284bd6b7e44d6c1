export { getContact as GET, patchContact as PATCH } from '@/endpoints'
