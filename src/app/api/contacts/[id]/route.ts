export { patchContact as PATCH } from '@/endpoints'
