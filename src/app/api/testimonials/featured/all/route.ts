export { listTestimonials as GET } from '@/endpoints/public-content'
