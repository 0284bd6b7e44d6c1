'use client'

import { Button, Gutter, toast, useConfig, useRouteTransition } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { formatAdminURL } from 'payload/shared'
import React, { useState } from 'react'

import type { ApiTemplate } from '@/features/campaigns/templates'
import type { SchoolSelection } from '@/features/audience/schools/filters'
import { campaignSchema } from '@/features/campaigns/campaign-schema'
import { readResponseErrors, sendJson } from '@/platform/admin/ui/api'
import { TextField } from '@/platform/admin/ui/fields'
import { notifyFailure } from '@/platform/admin/ui/notices'
import { EmailMarketingTrail, Panel, ScreenHeader, ui } from '@/platform/admin/ui/ScreenBlocks'
import { staffViewPaths } from '@/platform/admin/ui/paths'
import type { MessageCatalog } from '@/platform/admin/ui/types'
import type { SchoolsView } from '@/platform/admin/ui/useSchoolsView'
import { api } from './api'
import { hasErrors, knownFields, noErrors, toErrors, type Values } from './campaign-form'
import { PreviewDrawer, usePreview } from './PreviewDrawer'
import { baseClass, RecipientsPanel } from './RecipientsPanel'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'
import { TemplatesFieldset } from './TemplatesFieldset'
import { campaignInput, useCampaignForm } from './useCampaignForm'
import { VersionTabs } from './VersionTabs'
import './CampaignCreator.scss'

type Props = {
  /** The admin's language: the countries' names on the chips. */
  language: string
  messages: MessageCatalog
  /** The first block of schools with the countries and labels to filter by (never the whole table). */
  schools: SchoolsView
  /** Saved templates, the branded default first. */
  templates: ApiTemplate[]
}

/**
 * The Campaign Creator: the form (name, templates, editor mode, the versions) beside the recipients, and the
 * preview drawer. Creating saves a draft campaign and goes back to Email Marketing.
 */
export function CampaignCreatorClient({ language, messages, schools, templates }: Props) {
  const text = useStaffTexts().campaignCreator
  const form = useCampaignForm(messages, templates[0])
  const preview = usePreview(form)
  const [creating, setCreating] = useState(false)
  const [selection, setSelection] = useState<SchoolSelection>([])
  const { values, errors, general } = form

  const { config } = useConfig()
  const emailMarketingUrl = formatAdminURL({
    adminRoute: config.routes.admin,
    path: staffViewPaths.emailMarketing,
    relative: true,
  })
  const router = useRouter()
  const { startRouteTransition } = useRouteTransition()

  const update = (next: Values) => form.update(next, selection)

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (creating) return
    form.setSubmitted(true)
    form.setGeneral([])
    const found = form.check(campaignSchema, campaignInput(values, selection))
    if (hasErrors(found)) return form.showErrors(found)
    form.setErrors(noErrors())
    setCreating(true)
    let created = false
    try {
      const response = await sendJson(api.campaigns, 'POST', campaignInput(values, selection))
      const data: unknown = await response.json().catch(() => null)
      if (!response.ok) {
        const { fields, general: other } = readResponseErrors(data, knownFields)
        form.showErrors({ errors: toErrors(fields).errors, other })
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

  return (
    <Gutter className={`${ui} ${baseClass}`}>
      <EmailMarketingTrail current={text.title} emailMarketingUrl={emailMarketingUrl} />
      <ScreenHeader intro={text.intro} title={text.title} />

      <div className={`${ui}__split`}>
        <Panel id={`${baseClass}-form-title`} title={text.form.title}>
          <form className={`${ui}__form`} noValidate onSubmit={(event) => void onSubmit(event)}>
            {general.length > 0 && (
              <div className={`${ui}__alert`} role="alert">
                {general.map((message) => (
                  <p key={message}>{message}</p>
                ))}
              </div>
            )}
            <TextField
              error={errors.name}
              id={`${baseClass}-name`}
              inputRef={form.nameRef}
              label={text.form.name}
              name="name"
              onChange={(name) => update({ ...values, name })}
              placeholder={text.form.namePlaceholder}
              required
              value={values.name}
            />

            <TemplatesFieldset form={form} initialTemplates={templates} />

            <fieldset className={`${baseClass}__modes`}>
              <legend className={`${ui}__label`}>{text.form.mode}</legend>
              {(['visual', 'html'] as const).map((mode) => (
                <label key={mode} className={`${baseClass}__mode`}>
                  <input
                    checked={values.editorMode === mode}
                    name="editorMode"
                    onChange={() => update({ ...values, editorMode: mode })}
                    type="radio"
                    value={mode}
                  />{' '}
                  {text.form.modes[mode]}
                </label>
              ))}
              <p className={`${ui}__field-hint`}>{text.form.modeHint}</p>
            </fieldset>

            <VersionTabs form={form} onChange={update} />

            <div className={`${ui}__form-actions`}>
              <Button
                buttonStyle="secondary"
                extraButtonProps={{ 'aria-haspopup': 'dialog' }}
                margin={false}
                onClick={preview.toggle}
              >
                {preview.open ? text.form.hidePreview : text.form.showPreview}
              </Button>
              <Button buttonStyle="primary" disabled={creating} margin={false} type="submit">
                {creating ? text.form.creating : text.form.create}
              </Button>
            </div>
            <p className={`${ui}__field-hint`}>{text.form.draftNote}</p>
          </form>
        </Panel>

        <RecipientsPanel
          idPrefix={`${baseClass}-recipients`}
          initial={schools}
          language={language}
          onChange={setSelection}
          selection={selection}
        />
      </div>

      <PreviewDrawer preview={preview} />
    </Gutter>
  )
}
