export { processContact as PATCH } from '@/platform/http'
