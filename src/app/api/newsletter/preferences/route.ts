export { savePreferences as POST } from '@/features/audience/preferences-endpoint'
