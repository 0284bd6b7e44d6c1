export { getTimeline as GET } from '@/endpoints'
