export { restoreContact as PUT } from '@/endpoints'
