export { restoreContact as PUT } from '@/platform/http'
