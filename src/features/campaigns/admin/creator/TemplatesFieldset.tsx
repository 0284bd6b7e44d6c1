'use client'

import { Button, toast } from '@payloadcms/ui'
import React, { useState } from 'react'

import type { ApiTemplate } from '@/features/campaigns/templates'
import { templateSchema } from '@/features/campaigns/campaign-schema'
import { readResponseErrors, sendJson } from '@/platform/admin/ui/api'
import { notifyFailure } from '@/platform/admin/ui/notices'
import { ui } from '@/platform/admin/ui/ScreenBlocks'
import { api } from './api'
import { contentOf, hasErrors, knownFields, toErrors } from './campaign-form'
import { baseClass } from './RecipientsPanel'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'
import type { CampaignForm } from './useCampaignForm'

/** Apply a saved template to the form, or save the form's content as a new template. */
export function TemplatesFieldset({ form, initialTemplates }: { form: CampaignForm; initialTemplates: ApiTemplate[] }) {
  const text = useStaffTexts().campaignCreator
  const [templates, setTemplates] = useState(initialTemplates)
  const [templateId, setTemplateId] = useState<string>(initialTemplates[0] ? String(initialTemplates[0].id) : '')
  const [templateName, setTemplateName] = useState('')
  const [savingTemplate, setSavingTemplate] = useState(false)

  const applyTemplate = () => {
    const template = templates.find((t) => String(t.id) === templateId)
    if (!template) return
    if (!window.confirm(text.form.templates.applyConfirm)) return
    form.applyTemplate(template)
  }

  const saveTemplate = async () => {
    if (savingTemplate) return
    const body = { name: templateName.trim() || form.values.name.trim(), ...contentOf(form.values) }
    const found = form.check(templateSchema, body)
    if (hasErrors(found)) {
      form.showErrors(found)
      toast.error(text.form.templates.failed.title, {
        description: found.other[0] ?? text.form.templates.failed.description,
      })
      return
    }
    setSavingTemplate(true)
    try {
      const response = await sendJson(api.templates, 'POST', body)
      const data: unknown = await response.json().catch(() => null)
      if (!response.ok) {
        const { fields, general: other } = readResponseErrors(data, knownFields)
        form.showErrors({ errors: toErrors(fields).errors, other })
        toast.error(text.form.templates.failed.title, {
          description: other[0] ?? text.form.templates.failed.description,
        })
        return
      }
      const template = data as ApiTemplate
      setTemplates((list) => [...list, template])
      setTemplateId(String(template.id))
      setTemplateName('')
      toast.success(text.form.templates.saved.title, { description: text.form.templates.saved.description })
    } catch (error) {
      notifyFailure(error, text.form.templates.failed)
    } finally {
      setSavingTemplate(false)
    }
  }

  return (
    <fieldset className={`${baseClass}__templates`}>
      <legend className={`${ui}__label`}>{text.form.templates.title}</legend>
      <div className={`${baseClass}__template-row`}>
        <select
          aria-label={text.form.templates.choose}
          className={`${baseClass}__select`}
          onChange={(event) => setTemplateId(event.target.value)}
          value={templateId}
        >
          {templates.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </select>
        <Button buttonStyle="secondary" margin={false} onClick={applyTemplate} size="small">
          {text.form.templates.apply}
        </Button>
      </div>
      <div className={`${baseClass}__template-row`}>
        <input
          aria-label={text.form.templates.saveName}
          className={`${ui}__input`}
          maxLength={200}
          onChange={(event) => setTemplateName(event.target.value)}
          placeholder={text.form.templates.saveName}
          value={templateName}
        />
        <Button
          buttonStyle="secondary"
          disabled={savingTemplate}
          margin={false}
          onClick={() => void saveTemplate()}
          size="small"
        >
          {savingTemplate ? text.form.templates.saving : text.form.templates.save}
        </Button>
      </div>
    </fieldset>
  )
}
