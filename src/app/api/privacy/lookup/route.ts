export { lookup as POST } from '@/endpoints'
