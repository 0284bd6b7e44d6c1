export { exportData as POST } from '@/endpoints'
