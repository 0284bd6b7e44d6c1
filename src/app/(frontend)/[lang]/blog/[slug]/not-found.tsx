import { ArticleNotFound } from '@/components/blog/article-not-found'
import { byLocale, clientTexts } from '@/platform/i18n'

export default function NotFound() {
  return <ArticleNotFound texts={byLocale((locale) => clientTexts(locale, ['notFound.article.']))} />
}
