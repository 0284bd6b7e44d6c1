export { uploadSubscribersCsv as POST } from '@/platform/http'
