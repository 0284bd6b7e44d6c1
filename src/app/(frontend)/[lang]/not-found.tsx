import { PageNotFound } from '@/components/page-not-found'
import { byLocale, textAround, translator } from '@/platform/i18n'

export default function NotFound() {
  const texts = byLocale((locale) => {
    const t = translator(locale)
    return { title: t('notFound.title'), hint: textAround(locale, 'notFound.hint', 'path'), home: t('notFound.home') }
  })
  return <PageNotFound texts={texts} />
}
