export { confirmNewsletter as POST } from '@/features/audience/confirm-endpoint'
