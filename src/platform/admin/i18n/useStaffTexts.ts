import { useTranslation } from '@payloadcms/ui'
import { useMemo } from 'react'

import { staffTexts, type StaffTexts } from './texts'

/** The staff screens' texts in the signed-in staff member's admin language (client components). */
export function useStaffTexts(): StaffTexts {
  const { i18n } = useTranslation()
  return useMemo(() => staffTexts(i18n), [i18n])
}
