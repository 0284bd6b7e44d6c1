export { logout as POST } from '@/endpoints'
