export { getTimeline as GET } from '@/platform/http'
