'use client'

import React from 'react'

import { ui } from './ui'
import './staff-ui.scss'

export type TabDef<K extends string> = {
  key: K
  label: string
  /** Shown in a badge after the label, as given (format it first if it needs digit grouping). */
  count?: number | string
}

export const tabId = (prefix: string, key: string) => `${prefix}-tab-${key}`
export const panelId = (prefix: string, key: string) => `${prefix}-panel-${key}`

/** The tab to move to for a key press (arrows wrap around, Home and End jump), or undefined for any other key. */
function targetOf<K>(keys: K[], active: K, key: string): K | undefined {
  const index = keys.indexOf(active)
  if (key === 'ArrowRight') return keys[(index + 1) % keys.length]
  if (key === 'ArrowLeft') return keys[(index + keys.length - 1) % keys.length]
  if (key === 'Home') return keys[0]
  if (key === 'End') return keys[keys.length - 1]
  return undefined
}

/** Accessible tabs (arrow keys, Home, End move between them) in the staff screens' look. */
export function Tabs<K extends string>({
  active,
  controls,
  idPrefix,
  label,
  onSelect,
  tabs,
}: {
  active: K
  /** The id of the one panel every tab shows (its content follows the tab); by default each tab has a TabPanel. */
  controls?: string
  idPrefix: string
  label: string
  onSelect: (key: K) => void
  tabs: TabDef<K>[]
}) {
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const target = targetOf(
      tabs.map((tab) => tab.key),
      active,
      event.key,
    )
    if (target === undefined) return
    event.preventDefault()
    onSelect(target)
    document.getElementById(tabId(idPrefix, target))?.focus()
  }
  return (
    <div aria-label={label} className={`${ui}__tabs`} onKeyDown={onKeyDown} role="tablist">
      {tabs.map((tab) => (
        <button
          aria-controls={controls ?? panelId(idPrefix, tab.key)}
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
          {tab.count !== undefined && <span className={`${ui}__tab-count`}>{tab.count}</span>}
        </button>
      ))}
    </div>
  )
}

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
