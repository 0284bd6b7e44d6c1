import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { locales } from '@i18n/locales'
import { ButtonLink } from '@/components/ui/button-link'
import { PageBody, PageHero, Section } from '@/components/ui/section'
import { cms } from '@/app/(frontend)/_lib/cms'
import { type LangProps, pageLocale } from '@/app/(frontend)/_lib/locale-page'
import { unsubscribePageUrl } from '@/platform/mail/unsubscribe-token'
import { verifyEraseLink } from './erase-link'
import { subscriberOfLink } from './preferences'

type Props = LangProps & { searchParams: Promise<{ token?: string; done?: string; status?: string }> }

const button =
  'inline-flex items-center justify-center rounded-lg bg-accent-700 px-5 py-3 text-sm font-semibold text-white shadow-sm hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

export async function preferencesPageMetadata({ params }: LangProps): Promise<Metadata> {
  const { t } = await pageLocale(params)
  // A personal link: never in search results.
  return { title: t('newsletterPreferences.meta.title'), robots: { index: false, follow: false } }
}

/**
 * Where every newsletter mail's "manage your subscription" link leads: the newsletter's language, unsubscribe
 * (the unsubscribe page, which asks first), and erasing everything (a confirmation mail first). A link that is not
 * ours, or whose address is no longer subscribed, is a 404.
 */
export async function PreferencesPage({ params, searchParams }: Props) {
  const { locale, t } = await pageLocale(params)
  const { token, done } = await searchParams
  const subscriber = await subscriberOfLink((await cms()).db.pool, token)
  if (!subscriber) notFound()
  return (
    <PageBody>
      <PageHero title={t('newsletterPreferences.title')} />
      <Section>
        <div className="max-w-2xl space-y-10 text-lg text-slate-700">
          <p>{t('newsletterPreferences.intro', { email: subscriber.email })}</p>
          {done === 'language' && <p role="status">{t('newsletterPreferences.language.saved')}</p>}
          {done === 'erase-mail' && <p role="status">{t('newsletterPreferences.erase.mailSent')}</p>}

          <form method="post" action="/api/newsletter/preferences" className="space-y-4">
            <h2 className="text-2xl font-bold text-brand-900">{t('newsletterPreferences.language.title')}</h2>
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="lang" value={locale} />
            <input type="hidden" name="action" value="language" />
            <label className="block">
              <span className="mb-1 block text-base">{t('newsletterPreferences.language.label')}</span>
              <select
                name="language"
                defaultValue={subscriber.language}
                className="rounded-lg border border-slate-300 px-3 py-2 text-base"
              >
                {locales.map((code) => (
                  <option key={code} value={code}>
                    {t(`newsletterPreferences.language.${code}`)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className={button}>
              {t('newsletterPreferences.language.save')}
            </button>
          </form>

          <div className="space-y-4">
            <h2 className="text-2xl font-bold text-brand-900">{t('newsletterPreferences.unsubscribe.title')}</h2>
            <p>{t('newsletterPreferences.unsubscribe.text')}</p>
            <ButtonLink href={unsubscribePageUrl(token!, locale)}>
              {t('newsletterPreferences.unsubscribe.button')}
            </ButtonLink>
          </div>

          <form method="post" action="/api/newsletter/preferences" className="space-y-4">
            <h2 className="text-2xl font-bold text-brand-900">{t('newsletterPreferences.erase.title')}</h2>
            <p>{t('newsletterPreferences.erase.text')}</p>
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="lang" value={locale} />
            <input type="hidden" name="action" value="erase" />
            <button type="submit" className={button}>
              {t('newsletterPreferences.erase.button')}
            </button>
          </form>
        </div>
      </Section>
    </PageBody>
  )
}

/**
 * Where the erasure mail's link leads: it asks before acting, and its button erases. A link we did not sign, or
 * one older than 7 days, is a 404.
 */
export async function ErasePage({ params, searchParams }: Props) {
  const { locale, t } = await pageLocale(params)
  const { token, status } = await searchParams
  if (status === 'done') {
    return (
      <PageBody>
        <PageHero title={t('newsletterErase.done.title')} />
        <Section>
          <div className="max-w-2xl space-y-6 text-lg text-slate-700">
            <p>{t('newsletterErase.done.text')}</p>
            <ButtonLink href="/">{t('newsletterConfirm.home')}</ButtonLink>
          </div>
        </Section>
      </PageBody>
    )
  }
  const link = verifyEraseLink(token)
  if (!link || link.expired) notFound()
  return (
    <PageBody>
      <PageHero title={t('newsletterErase.confirm.title')} />
      <Section>
        <form method="post" action="/api/newsletter/erase" className="max-w-2xl space-y-6 text-lg text-slate-700">
          <p>{t('newsletterErase.confirm.text', { email: link.email })}</p>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="lang" value={locale} />
          <button type="submit" className={button}>
            {t('newsletterErase.confirm.button')}
          </button>
        </form>
      </Section>
    </PageBody>
  )
}
