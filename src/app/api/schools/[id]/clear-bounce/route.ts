export { clearSchoolBounce as POST } from '@/endpoints'
