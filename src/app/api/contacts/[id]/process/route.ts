export { processContact as PATCH } from '@/endpoints'
