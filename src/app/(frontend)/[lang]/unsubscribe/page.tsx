import type { Metadata } from 'next'

import { ButtonLink } from '@/components/ui/button-link'
import { PageBody, PageHero, Section } from '@/components/ui/section'
import { unsubscribeAddress } from '@/features/audience/unsubscribe'
import { verifyUnsubscribe } from '@/platform/mail/unsubscribe-token'

import { cms } from '@/app/(frontend)/_lib/cms'
import { type LangProps, pageLocale } from '@/app/(frontend)/_lib/locale-page'

type Props = LangProps & { searchParams: Promise<{ token?: string; status?: string }> }

export async function generateMetadata({ params }: LangProps): Promise<Metadata> {
  const { t } = await pageLocale(params)
  // A personal link: never in search results.
  return { title: t('unsubscribe.meta.title'), robots: { index: false, follow: false } }
}

/**
 * Where a mail's unsubscribe link leads. It asks before acting (mail scanners open links on their own);
 * the button posts to /api/unsubscribe, which brings the visitor back here with the outcome.
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const { locale, t } = await pageLocale(params)
  const { token, status } = await searchParams
  const subject = status ? null : verifyUnsubscribe(token)
  const email = subject ? await unsubscribeAddress((await cms()).db.pool, subject) : null
  const state = status === 'done' ? 'done' : email ? 'confirm' : 'invalid'

  return (
    <PageBody>
      <PageHero title={t(`unsubscribe.${state}.title`)} />
      <Section>
        <div className="max-w-2xl space-y-6 text-lg text-slate-700">
          {state === 'confirm' && (
            <form method="post" action="/api/unsubscribe" className="space-y-6">
              <p>{t('unsubscribe.confirm.text', { email: email! })}</p>
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="lang" value={locale} />
              <button
                type="submit"
                className="inline-flex items-center justify-center rounded-lg bg-accent-700 px-5 py-3 text-sm font-semibold text-white shadow-sm hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {t('unsubscribe.confirm.button')}
              </button>
            </form>
          )}
          {state !== 'confirm' && <p>{t(`unsubscribe.${state}.text`)}</p>}
          {state !== 'confirm' && <ButtonLink href="/">{t('unsubscribe.home')}</ButtonLink>}
        </div>
      </Section>
    </PageBody>
  )
}
