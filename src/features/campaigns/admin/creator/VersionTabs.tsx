'use client'

import React from 'react'

import { ui } from '@/platform/admin/ui/ScreenBlocks'
import { TabPanel, Tabs } from '@/platform/admin/ui/Tabs'
import type { Values } from './campaign-form'
import { baseClass } from './RecipientsPanel'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'
import type { CampaignForm } from './useCampaignForm'
import { VersionEditor } from './VersionEditor'

/** The English version, always sent, and the Spanish one, which staff switch on, each in its tab. */
export function VersionTabs({ form, onChange }: { form: CampaignForm; onChange: (next: Values) => void }) {
  const text = useStaffTexts().campaignCreator
  const { values, errors, generation, language } = form
  const idPrefix = `${baseClass}-lang`
  const tabs = [
    { key: 'en' as const, label: text.versions.en.tab },
    { key: 'es' as const, label: values.spanish ? text.versions.es.tab : `${text.versions.es.tab} (—)` },
  ]
  return (
    <>
      <Tabs active={language} idPrefix={idPrefix} label={text.form.languages} onSelect={form.setLanguage} tabs={tabs} />
      <TabPanel active={language === 'en'} idPrefix={idPrefix} tabKey="en">
        <VersionEditor
          errors={errors.en}
          generation={generation}
          language="en"
          mode={values.editorMode}
          onChange={(en) => onChange({ ...values, en })}
          required
          values={values.en}
        />
      </TabPanel>
      <TabPanel active={language === 'es'} idPrefix={idPrefix} tabKey="es">
        <label className={`${baseClass}__mode`}>
          <input
            checked={values.spanish}
            onChange={(event) => onChange({ ...values, spanish: event.target.checked })}
            type="checkbox"
          />{' '}
          {text.form.spanishToggle}
        </label>
        <p className={`${ui}__field-hint`}>{text.form.spanishHint}</p>
        {values.spanish && (
          <VersionEditor
            errors={errors.es}
            generation={generation}
            language="es"
            mode={values.editorMode}
            onChange={(es) => onChange({ ...values, es })}
            required
            values={values.es}
          />
        )}
      </TabPanel>
    </>
  )
}
