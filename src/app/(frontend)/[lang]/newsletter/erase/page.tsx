import { ErasePage, preferencesPageMetadata } from '@/features/audience/preferences-page'

export const generateMetadata = preferencesPageMetadata
export default ErasePage
