export { unsubscribe as POST, unsubscribeLink as GET } from '@/platform/http'
