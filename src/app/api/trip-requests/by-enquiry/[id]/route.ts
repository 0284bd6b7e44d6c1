export { enquiryTripRead as GET } from '@/platform/http'
