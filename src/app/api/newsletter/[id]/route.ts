export { deleteSubscription as DELETE } from '@/platform/http'
