export { addNote as POST } from '@/platform/http'
