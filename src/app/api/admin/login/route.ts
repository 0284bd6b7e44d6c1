export { login as POST } from '@/endpoints/admin-auth'
