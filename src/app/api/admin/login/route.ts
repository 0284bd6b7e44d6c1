export { login as POST } from '@/endpoints'
