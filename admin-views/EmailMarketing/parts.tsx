'use client'

import { Pill } from '@payloadcms/ui'
import React from 'react'

import type { CampaignStatus } from '../../src/lib/campaign-status'
import { ui } from '../shared/parts'
import { text } from './text'

export const baseClass = 'email-marketing'

/** SPEC §4: 'sent' shows a highlighted badge, every other status a secondary one. */
export function CampaignStatusPill({ status }: { status: CampaignStatus }) {
  return (
    <Pill pillStyle={status === 'sent' ? 'success' : 'light-gray'} size="small">
      {text.status[status] ?? status}
    </Pill>
  )
}

export type TabDef<K extends string> = { key: K; label: string; count?: number }

/** Accessible tabs (arrow keys, Home, End move between them), in the look of the Dashboard's tabs. */
export function Tabs<K extends string>({
  active,
  idPrefix,
  label,
  onSelect,
  tabs,
}: {
  active: K
  idPrefix: string
  label: string
  onSelect: (key: K) => void
  tabs: TabDef<K>[]
}) {
  const keys = tabs.map((tab) => tab.key)
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const index = keys.indexOf(active)
    const target =
      event.key === 'ArrowRight'
        ? keys[(index + 1) % keys.length]
        : event.key === 'ArrowLeft'
          ? keys[(index + keys.length - 1) % keys.length]
          : event.key === 'Home'
            ? keys[0]
            : event.key === 'End'
              ? keys[keys.length - 1]
              : undefined
    if (target === undefined) return
    event.preventDefault()
    onSelect(target)
    document.getElementById(tabId(idPrefix, target))?.focus()
  }
  return (
    <div aria-label={label} className={`${ui}__tabs`} onKeyDown={onKeyDown} role="tablist">
      {tabs.map((tab) => (
        <button
          aria-controls={panelId(idPrefix, tab.key)}
          aria-selected={active === tab.key}
          className={`${ui}__tab${active === tab.key ? ` ${ui}__tab--active` : ''}`}
          id={tabId(idPrefix, tab.key)}
          key={tab.key}
          onClick={() => onSelect(tab.key)}
          role="tab"
          tabIndex={active === tab.key ? 0 : -1}
          type="button"
        >
          <span>{tab.label}</span>
          {tab.count !== undefined && <span className={`${ui}__tab-count`}>{tab.count.toLocaleString('en-US')}</span>}
        </button>
      ))}
    </div>
  )
}

export const tabId = (prefix: string, key: string) => `${prefix}-tab-${key}`
export const panelId = (prefix: string, key: string) => `${prefix}-panel-${key}`

/** One tab's panel; inactive panels stay mounted (hidden) so their filters and pages survive a tab switch. */
export function TabPanel({
  active,
  children,
  idPrefix,
  tabKey,
}: {
  active: boolean
  children: React.ReactNode
  idPrefix: string
  tabKey: string
}) {
  return (
    <div
      aria-labelledby={tabId(idPrefix, tabKey)}
      className={`${ui}__tabpanel`}
      hidden={!active}
      id={panelId(idPrefix, tabKey)}
      role="tabpanel"
      tabIndex={0}
    >
      {children}
    </div>
  )
}
