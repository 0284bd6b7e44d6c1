export { addNote as POST } from '@/endpoints'
