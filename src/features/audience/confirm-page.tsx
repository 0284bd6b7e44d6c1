import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { ButtonLink } from '@/components/ui/button-link'
import { PageBody, PageHero, Section } from '@/components/ui/section'
import { cms } from '@/app/(frontend)/_lib/cms'
import { type LangProps, pageLocale } from '@/app/(frontend)/_lib/locale-page'
import { byLocale, translator } from '@/platform/i18n'
import { LinkProblemView } from './link-problem-view'
import { type LinkProblem, linkProblems } from './link-problems'
import { confirmationLinkState } from './signup-requests'

type Props = LangProps & { searchParams: Promise<{ token?: string; status?: string }> }

export async function confirmPageMetadata({ params }: LangProps): Promise<Metadata> {
  const { t } = await pageLocale(params)
  // A personal link: never in search results.
  return { title: t('newsletterConfirm.meta.title'), robots: { index: false, follow: false } }
}

/**
 * Where the confirmation mail's link leads. It asks for a click before acting (mail scanners open links on their
 * own, and must not subscribe anyone); the button posts to /api/newsletter/confirm, which brings the visitor
 * back here with the outcome. A wrong, expired or used link leads to a 404 page saying which (LinkProblemPage).
 */
export async function ConfirmPage({ params, searchParams }: Props) {
  const { locale, t } = await pageLocale(params)
  const { token, status } = await searchParams
  if (status === 'confirmed') {
    return (
      <PageBody>
        <PageHero title={t('newsletterConfirm.done.title')} />
        <Section>
          <div className="max-w-2xl space-y-6 text-lg text-slate-700">
            <p>{t('newsletterConfirm.done.text')}</p>
            <ButtonLink href="/">{t('newsletterConfirm.home')}</ButtonLink>
          </div>
        </Section>
      </PageBody>
    )
  }
  const link = await confirmationLinkState((await cms()).db.pool, token)
  if (link.state !== 'valid') redirect(`/${locale}/newsletter/confirm/${link.state}`)
  return (
    <PageBody>
      <PageHero title={t('newsletterConfirm.confirm.title')} />
      <Section>
        <form method="post" action="/api/newsletter/confirm" className="max-w-2xl space-y-6 text-lg text-slate-700">
          <p>{t('newsletterConfirm.confirm.text', { email: link.email })}</p>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="lang" value={locale} />
          <button
            type="submit"
            className="inline-flex items-center justify-center rounded-lg bg-accent-700 px-5 py-3 text-sm font-semibold text-white shadow-sm hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t('newsletterConfirm.confirm.button')}
          </button>
        </form>
      </Section>
    </PageBody>
  )
}

/**
 * /[lang]/newsletter/confirm/{unknown|expired|used}: where a link that cannot be used leads, answered with a 404
 * (a page can set no other 4xx) whose text says why. The not-found view gets no props; it reads the reason from
 * the address (LinkProblemView).
 */
export function LinkProblemPage(): never {
  notFound()
}

/** The 404 view of LinkProblemPage: every reason in both languages, picked in the browser from the address. */
export function LinkProblemNotFound() {
  const texts = byLocale((locale) => {
    const t = translator(locale)
    const home = t('newsletterConfirm.home')
    return Object.fromEntries(
      linkProblems.map((problem) => [
        problem,
        { title: t(`newsletterConfirm.${problem}.title`), text: t(`newsletterConfirm.${problem}.text`), home },
      ]),
    ) as Record<LinkProblem, { title: string; text: string; home: string }>
  })
  return <LinkProblemView texts={texts} />
}
