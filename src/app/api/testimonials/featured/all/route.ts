export { listTestimonials as GET } from '@/endpoints'
