export { clearSchoolBounce as POST } from '@/platform/http'
