export { subscriptionsPageRead as GET } from '@/platform/http'
