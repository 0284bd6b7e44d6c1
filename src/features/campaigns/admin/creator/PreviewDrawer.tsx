'use client'

import { Button, Drawer, useModal } from '@payloadcms/ui'
import React, { useState } from 'react'

import { previewSchema } from '@/features/campaigns/campaign-schema'
import { readResponseErrors, sendJson } from '@/platform/admin/ui/api'
import { ui } from '@/platform/admin/ui/ScreenBlocks'
import { api } from './api'
import { contentOf, hasErrors, knownFields, type Rendered } from './campaign-form'
import { baseClass } from './RecipientsPanel'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'
import type { CampaignForm } from './useCampaignForm'

const PREVIEW_DRAWER = 'campaign-creator-preview'

/**
 * The preview of the form's content, rendered by the server exactly as it will be sent, with the sample values.
 * It is read again each time the drawer opens.
 */
export function usePreview(form: CampaignForm) {
  const [rendered, setRendered] = useState<Rendered[] | null>(null)
  const [errors, setErrors] = useState<string[]>([])
  const { closeModal, isModalOpen, openModal } = useModal()
  const open = isModalOpen(PREVIEW_DRAWER)

  const load = async () => {
    setRendered(null)
    setErrors([])
    const body = contentOf(form.values)
    const found = form.check(previewSchema, body)
    if (hasErrors(found)) {
      setErrors([...Object.values(found.errors.en), ...Object.values(found.errors.es), ...found.other])
      return
    }
    try {
      const response = await sendJson(api.preview, 'POST', body)
      const data: unknown = await response.json().catch(() => null)
      if (!response.ok) {
        const { fields, general: other } = readResponseErrors(data, knownFields)
        setErrors([...Object.values(fields), ...other])
        return
      }
      setRendered(data as Rendered[])
    } catch (error) {
      setErrors([(error as Error).message])
    }
  }

  const toggle = () => {
    if (open) return closeModal(PREVIEW_DRAWER)
    openModal(PREVIEW_DRAWER)
    void load()
  }

  return { open, toggle, close: () => closeModal(PREVIEW_DRAWER), rendered, errors }
}

export function PreviewDrawer({ preview }: { preview: ReturnType<typeof usePreview> }) {
  const text = useStaffTexts().campaignCreator
  return (
    <Drawer className={`${ui}__drawer`} slug={PREVIEW_DRAWER} title={text.preview.title}>
      {preview.open && (
        <div className={`${ui}__drawer-body ${baseClass}__preview`}>
          <p className={`${ui}__hint`}>{text.preview.intro}</p>
          {preview.errors.length > 0 && (
            <div className={`${ui}__alert`} role="alert">
              {preview.errors.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          )}
          {!preview.rendered && !preview.errors.length && <p className={`${ui}__muted`}>{text.preview.loading}</p>}
          {preview.rendered?.map((version) => (
            <section className={`${baseClass}__preview-version`} key={version.language} lang={version.language}>
              <h2 className={`${baseClass}__preview-heading`}>{text.preview.heading[version.language]}</h2>
              <dl className={`${baseClass}__preview-subject`}>
                <dt>{text.preview.subject}</dt>
                <dd>{version.subject.trim() ? version.subject : text.preview.noSubject}</dd>
              </dl>
              {/* sandbox="": no scripts, forms, plugins or top navigation; the email is only looked at. */}
              <iframe
                className={`${baseClass}__preview-frame`}
                sandbox=""
                srcDoc={version.html}
                title={version.language === 'es' ? text.preview.frameTitleEs : text.preview.frameTitle}
              />
              <details>
                <summary>{text.preview.textPart}</summary>
                <pre className={`${baseClass}__preview-text`}>{version.text}</pre>
              </details>
            </section>
          ))}
          <div>
            <Button buttonStyle="secondary" margin={false} onClick={preview.close}>
              {text.preview.close}
            </Button>
          </div>
        </div>
      )}
    </Drawer>
  )
}
