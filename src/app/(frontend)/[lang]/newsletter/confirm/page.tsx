import { ConfirmPage, confirmPageMetadata } from '@/features/audience/confirm-page'

export const generateMetadata = confirmPageMetadata
export default ConfirmPage
