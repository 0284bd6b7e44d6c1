'use client'

import { Button, Drawer, Gutter, toast, useConfig, useModal, useRouteTransition } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { formatAdminURL } from 'payload/shared'
import React, { useMemo, useRef, useState } from 'react'

import { campaignSchema, type CampaignInput } from '@/lib/validation/campaign'
import { readResponseErrors, sendJson } from '@admin-views/shared/api'
import { TextareaField, TextField } from '@admin-views/shared/fields'
import { notifyFailure } from '@admin-views/shared/notices'
import { EmailMarketingTrail, Panel, ScreenHeader, ui } from '@admin-views/shared/ScreenBlocks'
import { staffViewPaths } from '@admin-views/shared/paths'
import { fillPlaceholders, placeholders, sampleValues } from '@/lib/mail/placeholders'
import type { MessageCatalog, SchoolSummary } from '@admin-views/shared/types'
import { issuesByField } from '@admin-views/shared/validation'
import { api } from './api'
import { baseClass, RecipientsPanel } from './RecipientsPanel'
import { defaultEmailTemplate } from './template'
import { text } from './strings'
import './CampaignCreator.scss'

const PREVIEW_DRAWER = 'campaign-creator-preview'

const formFields = ['name', 'subject', 'htmlContent'] as const
type FormField = (typeof formFields)[number]
type Values = Record<FormField, string>
type Errors = Partial<Record<FormField, string>>

type Props = {
  messages: MessageCatalog
  schools: SchoolSummary[]
  /** The public site's address, for the links of the email template. */
  siteUrl: string
}

export function CampaignCreatorClient({ messages, schools, siteUrl }: Props) {
  const [values, setValues] = useState<Values>(() => ({
    name: '',
    subject: '',
    htmlContent: defaultEmailTemplate(siteUrl),
  }))
  const [errors, setErrors] = useState<Errors>({})
  const [general, setGeneral] = useState<string[]>([])
  const [submitted, setSubmitted] = useState(false)
  const [creating, setCreating] = useState(false)
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set())
  const inputs = useRef<Partial<Record<FormField, HTMLInputElement | HTMLTextAreaElement | null>>>({})
  // One ref callback per field, made once: they keep each input in `inputs`, so an error can focus its field.
  const [inputRefs] = useState(
    () =>
      Object.fromEntries(
        formFields.map((field) => [
          field,
          (element: HTMLInputElement | HTMLTextAreaElement | null) => {
            inputs.current[field] = element
          },
        ]),
      ) as Record<FormField, (element: HTMLInputElement | HTMLTextAreaElement | null) => void>,
  )

  const { config } = useConfig()
  const adminRoute = config.routes.admin
  const emailMarketingUrl = formatAdminURL({ adminRoute, path: staffViewPaths.emailMarketing, relative: true })
  const router = useRouter()
  const { startRouteTransition } = useRouteTransition()
  const { closeModal, isModalOpen, openModal } = useModal()
  const previewOpen = isModalOpen(PREVIEW_DRAWER)

  // ---- validation (the schema POST /api/email-campaigns uses, so both sides agree) ----------------------------

  const payloadOf = (current: Values, recipients: number[]): CampaignInput => ({
    name: current.name,
    subject: current.subject,
    htmlContent: current.htmlContent,
    status: 'draft',
    recipients,
  })

  const errorsOf = (current: Values, recipients: number[] = []): { fields: Errors; other: string[] } => {
    const result = campaignSchema.safeParse(payloadOf(current, recipients))
    if (result.success) return { fields: {}, other: [] }
    const found = issuesByField(result.error, messages)
    const fields: Errors = {}
    const other: string[] = []
    for (const [field, message] of Object.entries(found)) {
      if ((formFields as readonly string[]).includes(field)) fields[field as FormField] = message
      else other.push(message)
    }
    return { fields, other }
  }

  const change = (field: FormField) => (value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    // After a first attempt, errors follow the input so they disappear as soon as a field is fixed.
    if (submitted) setErrors(errorsOf(next).fields)
  }

  const focusFirstError = (found: Errors) => {
    const first = formFields.find((field) => found[field])
    if (first) inputs.current[first]?.focus()
  }

  // ---- create -------------------------------------------------------------------------------------------------

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (creating) return
    setSubmitted(true)
    setGeneral([])
    const recipients = [...selected]
    const { fields, other } = errorsOf(values, recipients)
    if (Object.keys(fields).length || other.length) {
      setErrors(fields)
      setGeneral(other)
      focusFirstError(fields)
      return
    }
    setErrors({})
    setCreating(true)
    let created = false
    try {
      const response = await sendJson(api.campaigns, 'POST', payloadOf(values, recipients))
      const data: unknown = await response.json().catch(() => null)
      if (!response.ok) {
        const { fields: fromServer, general: otherFromServer } = readResponseErrors(data, formFields)
        setErrors(fromServer as Errors)
        setGeneral(otherFromServer)
        focusFirstError(fromServer as Errors)
        toast.error(text.notices.failed.title, { description: text.notices.failed.description })
        return
      }
      created = true
      toast.success(text.notices.created.title, { description: text.notices.created.description })
      startRouteTransition(() => router.push(emailMarketingUrl))
    } catch (error) {
      notifyFailure(error, text.notices.failed)
    } finally {
      // After a success the button stays disabled until the page changes, so the campaign is not created twice.
      if (!created) setCreating(false)
    }
  }

  // ---- preview ------------------------------------------------------------------------------------------------

  const preview = useMemo(
    () =>
      previewOpen
        ? {
            subject: fillPlaceholders(values.subject, sampleValues, { html: false }),
            html: fillPlaceholders(values.htmlContent, sampleValues, { html: true }),
          }
        : null,
    [previewOpen, values.subject, values.htmlContent],
  )

  const togglePreview = () => (previewOpen ? closeModal(PREVIEW_DRAWER) : openModal(PREVIEW_DRAWER))

  // ---- render -------------------------------------------------------------------------------------------------

  const idPrefix = baseClass
  /** What every field of the form gets from its state: value, error, change handler and ref (for focusing it). */
  const bind = (field: FormField) => ({
    error: errors[field],
    inputRef: inputRefs[field],
    name: field,
    onChange: change(field),
    required: true,
    value: values[field],
  })

  return (
    <Gutter className={`${ui} ${baseClass}`}>
      <EmailMarketingTrail current={text.title} emailMarketingUrl={emailMarketingUrl} />
      <ScreenHeader intro={text.intro} title={text.title} />

      <div className={`${ui}__split`}>
        <Panel id={`${idPrefix}-form-title`} title={text.form.title}>
          <form className={`${ui}__form`} noValidate onSubmit={(event) => void onSubmit(event)}>
            {general.length > 0 && (
              <div className={`${ui}__alert`} role="alert">
                {general.map((message) => (
                  <p key={message}>{message}</p>
                ))}
              </div>
            )}
            <TextField
              {...bind('name')}
              id={`${idPrefix}-name`}
              label={text.form.name}
              placeholder={text.form.namePlaceholder}
            />
            <TextField
              {...bind('subject')}
              id={`${idPrefix}-subject`}
              label={text.form.subject}
              placeholder={text.form.subjectPlaceholder}
            />

            <div className={`${baseClass}__placeholders`}>
              <p className={`${ui}__label`}>{text.form.placeholdersTitle}</p>
              <ul className={`${baseClass}__placeholder-list`}>
                {(Object.keys(placeholders) as Array<keyof typeof placeholders>).map((key) => (
                  <li key={key}>
                    <code className={`${baseClass}__code`}>{placeholders[key]}</code>{' '}
                    <span className={`${ui}__muted`}>{text.form.placeholders[key]}</span>
                  </li>
                ))}
              </ul>
              <p className={`${ui}__field-hint`}>{text.form.placeholdersHint}</p>
            </div>

            <TextareaField
              {...bind('htmlContent')}
              hint={text.form.contentHint}
              id={`${idPrefix}-content`}
              label={text.form.content}
              monospace
              rows={24}
            />

            <div className={`${ui}__form-actions`}>
              <Button
                buttonStyle="secondary"
                extraButtonProps={{ 'aria-haspopup': 'dialog' }}
                margin={false}
                onClick={togglePreview}
              >
                {previewOpen ? text.form.hidePreview : text.form.showPreview}
              </Button>
              <Button buttonStyle="primary" disabled={creating} margin={false} type="submit">
                {creating ? text.form.creating : text.form.create}
              </Button>
            </div>
            <p className={`${ui}__field-hint`}>{text.form.draftNote}</p>
          </form>
        </Panel>

        <RecipientsPanel
          idPrefix={`${idPrefix}-recipients`}
          onChange={setSelected}
          schools={schools}
          selected={selected}
        />
      </div>

      <Drawer className={`${ui}__drawer`} slug={PREVIEW_DRAWER} title={text.preview.title}>
        {preview && (
          <div className={`${ui}__drawer-body ${baseClass}__preview`}>
            <p className={`${ui}__hint`}>{text.preview.intro}</p>
            <dl className={`${baseClass}__preview-subject`}>
              <dt>{text.preview.subject}</dt>
              <dd>{preview.subject.trim() ? preview.subject : text.preview.noSubject}</dd>
            </dl>
            {/* sandbox="": no scripts, forms, plugins or top navigation; the email is only looked at. */}
            <iframe
              className={`${baseClass}__preview-frame`}
              sandbox=""
              srcDoc={preview.html}
              title={text.preview.frameTitle}
            />
            <div>
              <Button buttonStyle="secondary" margin={false} onClick={() => closeModal(PREVIEW_DRAWER)}>
                {text.preview.close}
              </Button>
            </div>
          </div>
        )}
      </Drawer>
    </Gutter>
  )
}
