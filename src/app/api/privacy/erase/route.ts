export { erase as POST } from '@/endpoints'
