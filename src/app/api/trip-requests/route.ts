export { createTripRequest as POST } from '@/platform/http'
