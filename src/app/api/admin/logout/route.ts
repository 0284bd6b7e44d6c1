export { logout as POST } from '@/endpoints/admin-auth'
