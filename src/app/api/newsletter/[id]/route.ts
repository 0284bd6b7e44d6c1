export { deleteSubscription as DELETE } from '@/endpoints'
