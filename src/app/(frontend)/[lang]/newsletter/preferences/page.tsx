import { PreferencesPage, preferencesPageMetadata } from '@/features/audience/preferences-page'

export const generateMetadata = preferencesPageMetadata
export default PreferencesPage
