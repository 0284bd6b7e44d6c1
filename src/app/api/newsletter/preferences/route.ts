export { savePreferences as POST } from '@/features/audience/api/preferences'
