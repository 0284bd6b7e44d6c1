export { getContact as GET, patchContact as PATCH } from '@/platform/http'
