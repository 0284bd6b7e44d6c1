import { PageNotFound } from '@/components/page-not-found'
import { byLocale, translator } from '@/platform/i18n'

/** A proposal link that is wrong, expired or already answered: said in the visitor's language, as a 404. */
export default function ProposalLinkNotFound() {
  const texts = byLocale((locale) => {
    const t = translator(locale)
    return {
      title: t('proposal.refused.title'),
      hint: [t('proposal.refused.text'), ''] as [string, string],
      home: t('notFound.home'),
    }
  })
  return <PageNotFound texts={texts} showPath={false} />
}
