import { RedirectHome } from '@/components/redirect-home'
import { clientTexts } from '@/platform/i18n'

import { type LangProps, pageLocale } from '@/app/(frontend)/_lib/locale-page'

/** Old tracking URL /c: a short 'Redirecting...' screen, then the home page (docs/product.md › Routes). */
export default async function TrackingRedirect({ params }: LangProps) {
  const { locale } = await pageLocale(params)
  return <RedirectHome texts={clientTexts(locale, ['redirect.'])} />
}
