export { exportData as POST } from '@/platform/http'
