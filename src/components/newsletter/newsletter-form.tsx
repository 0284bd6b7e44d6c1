'use client'

import { useId, useState } from 'react'

import type { Locale } from '@i18n/locales'
import { newsletterForms } from '@/platform/consent'
import { textLookup, type Texts } from '@/platform/i18n/client-texts'
import type { publicNewsletterSources } from '@/platform/validation/newsletter'
import { currentPage, postJson } from '@/components/post-json'
import { PrivacyLink } from '@/components/privacy-link'
import { toast } from '@/components/toaster'

type Source = (typeof publicNewsletterSources)[number]

/**
 * The newsletter sign-up used by the home/blog section, the footer and the popup (docs/product.md › Newsletter sign-up).
 * The footer has no consent box; the others cannot be sent until it is ticked. `texts`: newsletterTexts.
 */
export function NewsletterForm({
  source,
  locale,
  texts,
  onSubscribed,
  layout = 'stacked',
  invert = false,
}: {
  source: Source
  locale: Locale
  texts: Texts
  onSubscribed?: () => void
  layout?: 'stacked' | 'inline'
  invert?: boolean
}) {
  const t = textLookup(texts)
  const id = useId()
  const [email, setEmail] = useState('')
  const [consent, setConsent] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const needsConsent = source !== 'footer'

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (!email.trim())
      return void toast.error(t('newsletter.emailRequired.title'), {
        description: t('validation.newsletterEmailRequired'),
      })
    if (needsConsent && !consent) {
      return void toast.error(t('newsletter.consentRequired.title'), {
        description: t('validation.newsletterConsentRequired'),
      })
    }
    const body = {
      email,
      source,
      locale,
      // Where consent is given, for its record (GDPR art. 7(1)).
      form: newsletterForms[source],
      page: currentPage(),
      ...(needsConsent ? { privacyConsent: consent } : {}),
    }
    // The schema (and zod) load on first submit, keeping them out of every page's first-load JavaScript.
    const { newsletterSignupSchema } = await import('@/platform/validation/newsletter')
    const parsed = newsletterSignupSchema.safeParse(body)
    if (!parsed.success) {
      // Nothing was sent: "Subscription failed" is kept for the server's or the network's failures (docs/product.md › Notices and states).
      return void toast.error(t('newsletter.invalid.title'), { description: t(parsed.error.issues[0].message) })
    }
    setSubmitting(true)
    const ok = await postJson('/api/newsletter', body)
    setSubmitting(false)
    if (!ok) return void toast.error(t('newsletter.failed.title'), { description: t('newsletter.failed.text') })
    setEmail('')
    setConsent(false)
    onSubscribed?.() // the popup closes first, so the welcome notice shows on the page, not in the closing dialog
    toast.success(t('newsletter.success.title'), { description: t('newsletter.success.text') })
  }

  const text = invert ? 'text-brand-100' : 'text-slate-600'
  return (
    <form onSubmit={submit} noValidate className="w-full">
      <div className={layout === 'inline' ? 'flex flex-col gap-3 sm:flex-row' : 'flex flex-col gap-3'}>
        <label htmlFor={`${id}-email`} className="sr-only">
          {t('newsletter.emailLabel')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={t('newsletter.emailPlaceholder')}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
        <button
          type="submit"
          disabled={submitting || (needsConsent && !consent)}
          className="rounded-lg bg-accent-700 px-5 py-3 font-semibold text-white hover:bg-accent-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {submitting ? t('newsletter.submitting') : t('newsletter.submit')}
        </button>
      </div>
      {needsConsent ? (
        <label className={`mt-3 flex items-start gap-2 text-sm ${text}`}>
          <input
            type="checkbox"
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
            className="mt-0.5 h-4 w-4 rounded border-slate-300"
          />
          <span>
            {t('newsletter.consent')}{' '}
            <PrivacyLink label={t('newsletter.privacyLink')} newTab={t('newsletter.newTab')} />
          </span>
        </label>
      ) : (
        <p className={`mt-2 text-xs ${text}`}>
          {t('newsletter.footerNotice')}{' '}
          <PrivacyLink label={t('newsletter.privacyLink')} newTab={t('newsletter.newTab')} />
        </p>
      )}
    </form>
  )
}
