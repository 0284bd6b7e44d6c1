export { listTestimonials as GET } from '@/platform/http'
