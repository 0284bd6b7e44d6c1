export { enquiryTripRead as GET } from '@/endpoints'
