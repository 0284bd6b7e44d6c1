'use client'

import { useId, useState } from 'react'

import type { Locale } from '@i18n/locales'
import { enquiryForms } from '@/platform/consent'
import type { DestinationOption } from '@/features/content/destinations'
import { enquiryLimits, programTypes } from '@/platform/enquiry-options'
import { textLookup, type Texts } from '@/platform/i18n/client-texts'
import { ConsentAndHoneypot } from '@/components/contact/consent-and-honeypot'
import { currentPage, postJson } from '@/components/post-json'
import { toast } from '@/components/toaster'

type Kind = 'school' | 'erasmus'
type Fields = {
  name: string
  email: string
  organization: string
  destination: string
  programType: string
  message: string
}
const empty: Fields = { name: '', email: '', organization: '', destination: '', programType: '', message: '' }

/**
 * One of the two enquiry forms of /contact. It validates with the same zod schema as POST /api/contacts,
 * shows each message under its field, and keeps what was typed when sending fails (docs/product.md › Forms and validation).
 */
export function EnquiryForm({
  kind,
  locale,
  texts,
  destinations,
}: {
  kind: Kind
  locale: Locale
  texts: Texts
  /** The published destinations, "other" last: the list POST /api/contacts accepts. */
  destinations: DestinationOption[]
}) {
  const t = textLookup(texts)
  const id = useId()
  const [fields, setFields] = useState<Fields>(empty)
  const [consent, setConsent] = useState(false)
  const [website, setWebsite] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [submitting, setSubmitting] = useState(false)

  const set =
    (name: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setFields((f) => ({ ...f, [name]: e.target.value }))

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const body = {
      contactType: kind,
      name: fields.name,
      email: fields.email,
      organization: fields.organization,
      message: fields.message,
      privacyConsent: consent,
      locale,
      // Where consent is given, for its record (GDPR art. 7(1)).
      form: enquiryForms[kind],
      page: currentPage(),
      ...(kind === 'school'
        ? { destination: fields.destination || undefined }
        : { destination: fields.destination, programType: fields.programType || undefined }),
      ...(website ? { website } : {}),
    }
    // Loaded on submit: zod stays out of the page's first-load JavaScript.
    const { enquirySchemaFor } = await import('@/platform/validation/enquiry')
    const parsed = enquirySchemaFor(destinations.map((d) => d.value)).safeParse(body)
    if (!parsed.success) {
      const next: Record<string, string> = {}
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= t(issue.message)
      setErrors(next)
      return
    }
    setErrors({})
    setSubmitting(true)
    const ok = await postJson('/api/contacts', body)
    setSubmitting(false)
    if (!ok) return void toast.error(t('contactForm.error.title'), { description: t('contactForm.error.text') })
    setFields(empty)
    setConsent(false)
    toast.success(t('contactForm.success.title'), { description: t(`contactForm.success.${kind}`) })
  }

  const field = (name: keyof Fields | 'privacyConsent') => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  })
  const error = (name: string) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
        {errors[name]}
      </p>
    )
  const input =
    'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30'
  const label = 'block text-sm font-medium text-slate-800'

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-2xl font-bold text-brand-900">
        {t(`contactForm.${kind}.title`)}
      </h2>
      <p className="text-slate-600">{t(`contactForm.${kind}.subtitle`)}</p>
      <div>
        <label htmlFor={`${id}-name`} className={label}>
          {t('contactForm.name')}
        </label>
        <input
          {...field('name')}
          name="name"
          autoComplete="name"
          maxLength={enquiryLimits.name}
          value={fields.name}
          onChange={set('name')}
          className={input}
        />
        {error('name')}
      </div>
      <div>
        <label htmlFor={`${id}-email`} className={label}>
          {t('contactForm.email')}
        </label>
        <input
          {...field('email')}
          type="email"
          name="email"
          autoComplete="email"
          value={fields.email}
          onChange={set('email')}
          className={input}
        />
        {error('email')}
      </div>
      <div>
        <label htmlFor={`${id}-organization`} className={label}>
          {t(`contactForm.${kind}.organization`)}
        </label>
        <input
          {...field('organization')}
          name="organization"
          autoComplete="organization"
          maxLength={enquiryLimits.organization}
          value={fields.organization}
          onChange={set('organization')}
          className={input}
        />
        {error('organization')}
      </div>
      <div>
        <label htmlFor={`${id}-destination`} className={label}>
          {t('contactForm.destination')}{' '}
          {kind === 'erasmus' && <span className="font-normal text-slate-600">({t('contactForm.optional')})</span>}
        </label>
        <select
          {...field('destination')}
          name="destination"
          value={fields.destination}
          onChange={set('destination')}
          className={input}
        >
          <option value="">{t('contactForm.choose')}</option>
          {destinations.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        {error('destination')}
      </div>
      {kind === 'erasmus' && (
        <div>
          <label htmlFor={`${id}-programType`} className={label}>
            {t('contactForm.programType')}
          </label>
          <select
            {...field('programType')}
            name="programType"
            value={fields.programType}
            onChange={set('programType')}
            className={input}
          >
            <option value="">{t('contactForm.choose')}</option>
            {Object.entries(programTypes).map(([value, labels]) => (
              <option key={value} value={value}>
                {labels[locale]}
              </option>
            ))}
          </select>
          {error('programType')}
        </div>
      )}
      <div>
        <label htmlFor={`${id}-message`} className={label}>
          {t('contactForm.message')}
        </label>
        <textarea
          {...field('message')}
          name="message"
          rows={5}
          maxLength={enquiryLimits.message}
          value={fields.message}
          onChange={set('message')}
          className={input}
        />
        {error('message')}
      </div>
      <ConsentAndHoneypot
        t={t}
        honeypotId={`${id}-website`}
        website={website}
        setWebsite={setWebsite}
        consentProps={field('privacyConsent')}
        consent={consent}
        setConsent={setConsent}
        consentError={error('privacyConsent')}
      />
      <button
        type="submit"
        disabled={!consent || submitting}
        className="w-full rounded-lg bg-accent-700 px-5 py-3 font-semibold text-white hover:bg-accent-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {submitting ? t('contactForm.sending') : t('contactForm.send')}
      </button>
    </form>
  )
}
