export { createTripRequest as POST } from '@/endpoints'
