export { unsubscribe as POST, unsubscribeLink as GET } from '@/endpoints'
