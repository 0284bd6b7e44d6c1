export { uploadSubscribersCsv as POST } from '@/endpoints'
