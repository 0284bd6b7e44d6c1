export { confirmNewsletter as POST } from '@/features/audience/api/confirm'
