export { trashContact as PUT } from '@/endpoints'
