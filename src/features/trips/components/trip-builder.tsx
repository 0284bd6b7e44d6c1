'use client'

import { useEffect, useId, useMemo, useState } from 'react'

import type { Locale } from '@i18n/locales'
import { currentPage } from '@/components/post-json'
import { toast } from '@/components/toaster'
import { textLookup, type Texts } from '@/platform/i18n/client-texts'
import { addMonths, currentMonth, monthLabel } from '../months'
import { formatEuros, priceTrip } from '../pricing'
import type { TripDestination } from '../request-schema'
import { DetailsFields, type Details } from './details-fields'
import { fieldHelpers, inputClass, labelClass } from './form-fields'
import { PricePanel } from './price-panel'

/** How many months ahead the month picker offers. */
const MONTHS_OFFERED = 18

const noDetails: Details = { name: '', email: '', organization: '', note: '' }

/** A whole number from an input, or NaN while it is empty (the schema then names the field). */
const count = (value: string) => (value.trim() === '' ? NaN : Number(value))

/**
 * The plan-a-trip builder: destination, month, days, students, teachers and add-ons, with the indicative price
 * worked out in the browser by the same function the server runs on submit (src/features/trips/pricing.ts).
 * Validation uses the server's zod schema, loaded on submit so zod stays out of the page's first load.
 */
export function TripBuilder({
  locale,
  texts,
  destinations,
}: {
  locale: Locale
  texts: Texts
  destinations: TripDestination[]
}) {
  const t = textLookup(texts)
  const id = useId()
  const [code, setCode] = useState('')
  const [month, setMonth] = useState('')
  const [days, setDays] = useState('')
  const [students, setStudents] = useState('20')
  const [teachers, setTeachers] = useState('2')
  const [addOns, setAddOns] = useState<string[]>([])
  const [details, setDetails] = useState<Details>(noDetails)
  const [consent, setConsent] = useState(false)
  const [website, setWebsite] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [submitting, setSubmitting] = useState(false)
  const [sent, setSent] = useState(false)

  const months = useMemo(() => {
    const first = currentMonth()
    return Array.from({ length: MONTHS_OFFERED }, (_, i) => addMonths(first, i))
  }, [])
  const destination = destinations.find((d) => d.code === code)

  function chooseDestination(next: string) {
    setCode(next)
    setAddOns([])
    const d = destinations.find((x) => x.code === next)
    if (d) setDays((current) => String(Math.min(Math.max(Number(current) || d.minDays, d.minDays), d.maxDays)))
  }

  // A link from a destination card (?destination=madrid) starts with that destination chosen. Read in the browser:
  // the page is one cached render for every visitor, so the server cannot choose it.
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('destination')
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once, on arrival, from the address
    if (wanted && destinations.some((d) => d.code === wanted)) chooseDestination(wanted)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, [])

  const choice = {
    month,
    days: count(days),
    students: count(students),
    teachers: count(teachers) || 0,
    addOns,
  }
  const price = destination?.rules && month ? priceTrip(destination.rules, choice) : null

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const body = {
      destination: code,
      month,
      days: choice.days,
      students: choice.students,
      teachers: count(teachers),
      addOns,
      ...details,
      note: details.note || undefined,
      privacyConsent: consent,
      locale,
      page: currentPage(),
      ...(website ? { website } : {}),
    }
    const { tripRequestSchema } = await import('../request-schema')
    const parsed = tripRequestSchema(destinations, currentMonth()).safeParse(body)
    if (!parsed.success) {
      const next: Record<string, string> = {}
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= t(issue.message)
      setErrors(next)
      return
    }
    setErrors({})
    setSubmitting(true)
    try {
      const res = await fetch('/api/trip-requests', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      if (res.status === 400) {
        const { errors: list = [] } = (await res.json()) as { errors?: Array<{ field: string; message: string }> }
        setErrors(Object.fromEntries(list.map((e) => [e.field.split('.')[0]!, e.message])))
        return
      }
      if (!res.ok) throw new Error(`${res.status}`)
      setSent(true)
      toast.success(t('trip.success.title'), { description: t('trip.success.text') })
    } catch {
      toast.error(t('contactForm.error.title'), { description: t('contactForm.error.text') })
    } finally {
      setSubmitting(false)
    }
  }

  const { fieldProps, error, labelled } = fieldHelpers(id, errors)

  if (sent)
    return (
      <div role="status" className="rounded-2xl border border-green-200 bg-green-50 p-6 text-green-900">
        <h2 className="text-xl font-bold">{t('trip.success.title')}</h2>
        <p className="mt-2">{t('trip.success.text')}</p>
      </div>
    )

  const rules = destination?.rules
  return (
    <form onSubmit={submit} noValidate className="relative grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-5 lg:col-start-1">
        {labelled(
          'destination',
          t('trip.destination'),
          <select
            {...fieldProps('destination')}
            value={code}
            onChange={(e) => chooseDestination(e.target.value)}
            className={inputClass}
          >
            <option value="">{t('trip.choose')}</option>
            {destinations.map((d) => (
              <option key={d.code} value={d.code}>
                {d.label}
              </option>
            ))}
          </select>,
        )}
        {/* The month's name needs more room than the days' number ("septiembre de 2027" on a phone). */}
        <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-4">
          {labelled(
            'month',
            t('trip.month'),
            <select
              {...fieldProps('month')}
              value={month}
              onChange={(e) => setMonth(e.target.value)}
              className={inputClass}
            >
              <option value="">{t('trip.choose')}</option>
              {months.map((m) => (
                <option key={m} value={m}>
                  {monthLabel(m, locale)}
                </option>
              ))}
            </select>,
          )}
          {labelled(
            'days',
            t('trip.days'),
            <select
              {...fieldProps('days')}
              value={days}
              onChange={(e) => setDays(e.target.value)}
              disabled={!destination}
              className={inputClass}
            >
              {!destination && <option value="">{t('trip.choose')}</option>}
              {destination &&
                Array.from({ length: destination.maxDays - destination.minDays + 1 }, (_, i) => {
                  const value = String(destination.minDays + i)
                  return (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  )
                })}
            </select>,
            destination ? `${destination.minDays}–${destination.maxDays}` : undefined,
          )}
        </div>
        <div className="grid grid-cols-2 gap-4">
          {labelled(
            'students',
            t('trip.students'),
            <input
              {...fieldProps('students')}
              type="number"
              inputMode="numeric"
              min={rules?.minGroup ?? 1}
              max={rules?.maxGroup ?? 500}
              value={students}
              onChange={(e) => setStudents(e.target.value)}
              className={inputClass}
            />,
            rules ? `${rules.minGroup}–${rules.maxGroup}` : undefined,
          )}
          {labelled(
            'teachers',
            t('trip.teachers'),
            <input
              {...fieldProps('teachers')}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              value={teachers}
              onChange={(e) => setTeachers(e.target.value)}
              className={inputClass}
            />,
          )}
        </div>
        {rules && rules.addOns.length > 0 && (
          <fieldset>
            <legend className={labelClass}>{t('trip.addOns')}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {rules.addOns.map((a) => (
                <label
                  key={a.code}
                  className="flex items-start gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm"
                >
                  <input
                    type="checkbox"
                    name="addOns"
                    value={a.code}
                    checked={addOns.includes(a.code)}
                    onChange={(e) =>
                      setAddOns((list) => (e.target.checked ? [...list, a.code] : list.filter((c) => c !== a.code)))
                    }
                    className="mt-0.5 h-4 w-4 rounded border-slate-300"
                  />
                  <span>
                    <span className="font-medium text-slate-900">{a.name}</span>
                    <span className="block text-slate-600">
                      {formatEuros(a.priceCents, locale)} {t(`trip.addOn.${a.per}`)}
                      {a.daily && ` ${t('trip.addOn.daily')}`}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {error('addOns')}
          </fieldset>
        )}
      </div>

      {/* After the choices on a phone, so the price shows right below what changes it; beside them on a wide screen. */}
      <aside className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
        <PricePanel t={t} locale={locale} destination={destination} price={price} />
      </aside>

      <div className="space-y-5 lg:col-start-1">
        <DetailsFields
          t={t}
          fields={{ fieldProps, error, labelled }}
          details={details}
          setDetails={setDetails}
          consent={consent}
          setConsent={setConsent}
          website={website}
          setWebsite={setWebsite}
        />
        <button
          type="submit"
          disabled={!consent || submitting}
          className="w-full rounded-lg bg-accent-700 px-5 py-3 font-semibold text-white hover:bg-accent-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {submitting ? t('trip.sending') : t('trip.send')}
        </button>
      </div>
    </form>
  )
}
