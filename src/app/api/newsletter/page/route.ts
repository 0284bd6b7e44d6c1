export { subscriptionsPageRead as GET } from '@/endpoints'
