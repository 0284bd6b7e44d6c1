'use client'

import { Button, toast } from '@payloadcms/ui'
import React, { useRef, useState } from 'react'

import { schoolRowSchema } from '@/platform/csv/rows'
import { defaultSchoolLanguage } from '@/features/audience/schools/language'
import { defaultLocale, isLocale, type Locale, locales } from '@i18n/locales'
import { readResponseErrors, sendJson } from '@/platform/admin/ui/api'
import { TextField } from '@/platform/admin/ui/fields'
import { notifyFailure } from '@/platform/admin/ui/notices'
import { ui } from '@/platform/admin/ui/ScreenBlocks'
import { toSchoolSummary } from '@/platform/admin/ui/schools'
import type { MessageCatalog, SchoolSummary } from '@/platform/admin/ui/types'
import { issuesByField } from '@/platform/admin/ui/validation'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'

/** The form uses the column names of the schools CSV, so the same schema (schoolRowSchema) validates both. */
const fieldNames = ['name', 'email', 'country', 'city', 'contact_person', 'phone', 'website', 'labels'] as const
type FieldName = (typeof fieldNames)[number]
type Values = Record<FieldName, string>
type Errors = Partial<Record<FieldName, string>>

const emptyValues: Values = {
  name: '',
  email: '',
  country: '',
  city: '',
  contact_person: '',
  phone: '',
  website: '',
  labels: '',
}

/** Payload's field names (in its error answers) → the form's. */
const fromPayloadField: Record<string, FieldName> = { contactPerson: 'contact_person' }

const inputTypes: Partial<Record<FieldName, 'email' | 'tel' | 'url'>> = { email: 'email', phone: 'tel', website: 'url' }
const autoCompletes: Partial<Record<FieldName, string>> = {
  name: 'organization',
  email: 'email',
  country: 'country-name',
  city: 'address-level2',
  contact_person: 'name',
  phone: 'tel',
  website: 'url',
}

function errorsOf(values: Values, messages: MessageCatalog): Errors {
  const result = schoolRowSchema.safeParse(values)
  return result.success ? {} : (issuesByField(result.error, messages) as Errors)
}

type Props = {
  idPrefix: string
  messages: MessageCatalog
  onAdded: (school: SchoolSummary) => void
  onCancel: () => void
  /** Payload's REST create route of the schools collection (e.g. /api/cms/schools). */
  url: string
}

/**
 * Add School: validated in the browser with the CSV row schema, then created through Payload's REST API with the
 * session cookie, so the collection's own access rules and validation decide; its field errors are shown too.
 */
export function AddSchoolForm({ idPrefix, messages, onAdded, onCancel, url }: Props) {
  const { emailMarketing: text, shared: sharedText } = useStaffTexts()
  const [values, setValues] = useState<Values>(emptyValues)
  // null: not chosen, so it follows the country as the CSV import does (Spanish for Spain, else English).
  const [chosenLanguage, setChosenLanguage] = useState<Locale | null>(null)
  const language = chosenLanguage ?? defaultSchoolLanguage(values.country)
  const [openTracking, setOpenTracking] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const [general, setGeneral] = useState<string[]>([])
  const [submitted, setSubmitted] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({})

  const focusFirstError = (found: Errors) => {
    const first = fieldNames.find((name) => found[name])
    if (first) inputs.current[first]?.focus()
  }

  const change = (name: FieldName) => (value: string) => {
    const next = { ...values, [name]: value }
    setValues(next)
    // After a first attempt, errors follow the input so they disappear as soon as a field is fixed.
    if (submitted) setErrors(errorsOf(next, messages))
  }

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    setSubmitted(true)
    setGeneral([])
    const parsed = schoolRowSchema.safeParse({ ...values, language, open_tracking_consent: openTracking ? 'yes' : '' })
    if (!parsed.success) {
      const found = issuesByField(parsed.error, messages) as Errors
      setErrors(found)
      focusFirstError(found)
      return
    }
    setErrors({})
    setSubmitting(true)
    try {
      const response = await sendJson(url, 'POST', parsed.data)
      const data: unknown = await response.json().catch(() => null)
      if (!response.ok) {
        const { fields, general: other } = readResponseErrors(data, [...fieldNames, ...Object.keys(fromPayloadField)])
        const found: Errors = {}
        for (const [field, message] of Object.entries(fields)) {
          found[fromPayloadField[field] ?? (field as FieldName)] ??= message
        }
        setErrors(found)
        setGeneral(other.length || Object.keys(found).length ? other : [`${response.status}: ${response.statusText}`])
        focusFirstError(found)
        toast.error(text.notices.schoolFailed.title, { description: text.notices.schoolFailed.description })
        return
      }
      const school = toSchoolSummary((data as { doc?: unknown } | null)?.doc)
      toast.success(text.notices.schoolAdded.title, { description: text.notices.schoolAdded.description(school.name) })
      onAdded(school)
    } catch (error) {
      notifyFailure(error, text.notices.schoolFailed)
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form className={`${ui}__form ${ui}__drawer-body`} noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className={`${ui}__hint`}>{text.addSchool.intro}</p>
      {general.length > 0 && (
        <div className={`${ui}__alert`} role="alert">
          {general.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <div className="email-marketing__form-grid">
        {fieldNames.map((name) => (
          <TextField
            autoComplete={autoCompletes[name]}
            error={errors[name]}
            hint={name === 'labels' ? text.addSchool.labelsHint : undefined}
            id={`${idPrefix}-${name}`}
            inputRef={(element) => {
              inputs.current[name] = element
            }}
            key={name}
            label={text.addSchool.fields[name]}
            name={name}
            onChange={change(name)}
            required={name === 'name' || name === 'email'}
            type={inputTypes[name]}
            value={values[name]}
          />
        ))}
        <div className={`${ui}__field`}>
          <label className={`${ui}__label`} htmlFor={`${idPrefix}-language`}>
            {text.addSchool.language}
          </label>
          <select
            aria-describedby={`${idPrefix}-language-hint`}
            className={`${ui}__select`}
            id={`${idPrefix}-language`}
            name="language"
            onChange={(event) => setChosenLanguage(isLocale(event.target.value) ? event.target.value : defaultLocale)}
            value={language}
          >
            {locales.map((value) => (
              <option key={value} value={value}>
                {sharedText.languages[value]}
              </option>
            ))}
          </select>
          <p className={`${ui}__field-hint`} id={`${idPrefix}-language-hint`}>
            {text.addSchool.languageHint}
          </p>
        </div>
        <div className={`${ui}__field`}>
          <label className={`${ui}__label`}>
            <input
              aria-describedby={`${idPrefix}-open-tracking-hint`}
              checked={openTracking}
              name="open_tracking_consent"
              onChange={(event) => setOpenTracking(event.target.checked)}
              type="checkbox"
            />{' '}
            {text.addSchool.openTracking}
          </label>
          <p className={`${ui}__field-hint`} id={`${idPrefix}-open-tracking-hint`}>
            {text.addSchool.openTrackingHint}
          </p>
        </div>
      </div>
      <div className={`${ui}__form-actions`}>
        <Button buttonStyle="primary" disabled={submitting} margin={false} type="submit">
          {submitting ? text.addSchool.submitting : text.addSchool.submit}
        </Button>
        <Button buttonStyle="secondary" disabled={submitting} margin={false} onClick={onCancel}>
          {text.addSchool.cancel}
        </Button>
      </div>
    </form>
  )
}
