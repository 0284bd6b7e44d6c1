export { trashContact as PUT } from '@/platform/http'
