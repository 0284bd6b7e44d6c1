'use client'

import { Button } from '@payloadcms/ui'
import React, { useEffect, useMemo, useRef, useState } from 'react'

import { ChipField } from '@admin-views/shared/fields'
import { Panel, ui } from '@admin-views/shared/ScreenBlocks'
import { countriesOf, filterSchools, labelsOf } from '@admin-views/shared/schools'
import { withMember } from '@admin-views/shared/sets'
import { sharedText } from '@admin-views/shared/strings'
import type { SchoolSummary } from '@admin-views/shared/types'
import { text } from './strings'

export const baseClass = 'campaign-creator'

/** Every row of the checklist has this height (CampaignCreator.scss keeps the content inside it). */
const ROW_HEIGHT = 56
/** SPEC §9: the recipient list scrolls above 400 px. */
const MAX_LIST_HEIGHT = 400
/** Rows rendered above and below the visible ones, so scrolling and tabbing never meet an empty gap. */
const OVERSCAN = 10

const ALL = '\u0000all'

type Props = {
  idPrefix: string
  onChange: (next: ReadonlySet<number>) => void
  schools: SchoolSummary[]
  selected: ReadonlySet<number>
}

/**
 * Select Recipients (SPEC §2): country chips (one, or All), label chips (any of several), "Showing N schools",
 * Select All / Deselect All over the filtered schools, and a checklist that renders only the rows in view.
 */
export const RecipientsPanel = React.memo(function RecipientsPanel({ idPrefix, onChange, schools, selected }: Props) {
  const [country, setCountry] = useState<string | null>(null)
  const [labels, setLabels] = useState<ReadonlySet<string>>(() => new Set())

  const countries = useMemo(() => countriesOf(schools), [schools])
  const allLabels = useMemo(() => labelsOf(schools), [schools])
  const filtered = useMemo(() => filterSchools(schools, { country, labels }), [schools, country, labels])
  const allFilteredSelected = useMemo(
    () => filtered.length > 0 && filtered.every((school) => selected.has(school.id)),
    [filtered, selected],
  )

  const toggleAll = () => {
    const next = new Set(selected)
    for (const school of filtered) {
      if (allFilteredSelected) next.delete(school.id)
      else next.add(school.id)
    }
    onChange(next)
  }

  const toggleOne = (id: number) => onChange(withMember(selected, id))
  const toggleLabel = (label: string) => setLabels((current) => withMember(current, label))

  const titleId = `${idPrefix}-title`
  const listTitleId = `${idPrefix}-list-title`

  return (
    <Panel
      actions={
        <span aria-live="polite" className={`${baseClass}__selected-count`}>
          {text.recipients.selected(selected.size)}
        </span>
      }
      className={`${baseClass}__recipients`}
      id={titleId}
      title={text.recipients.title}
    >
      {schools.length === 0 ? (
        <p className={`${ui}__empty`}>{text.recipients.noSchools}</p>
      ) : (
        <>
          {countries.length > 0 && (
            <ChipField
              chips={[
                { value: ALL, label: sharedText.chips.all, pressed: country === null },
                ...countries.map((name) => ({ value: name, label: name, pressed: country === name })),
              ]}
              id={`${idPrefix}-country-title`}
              label={text.recipients.country}
              onToggle={(value) => setCountry(value === ALL ? null : value)}
            />
          )}

          {allLabels.length > 0 && (
            <ChipField
              chips={allLabels.map((label) => ({ value: label, label, pressed: labels.has(label) }))}
              hint={text.recipients.labelsHint}
              id={`${idPrefix}-labels-title`}
              label={text.recipients.labels}
              onToggle={toggleLabel}
            />
          )}

          <div className={`${ui}__panel-header`}>
            <span aria-live="polite" className={`${ui}__hint`} id={listTitleId}>
              {text.recipients.showing(filtered.length)}
            </span>
            <Button
              buttonStyle="secondary"
              disabled={filtered.length === 0}
              margin={false}
              onClick={toggleAll}
              size="small"
            >
              {allFilteredSelected ? text.recipients.deselectAll : text.recipients.selectAll}
            </Button>
          </div>

          {filtered.length === 0 ? (
            <p className={`${ui}__empty`}>{text.recipients.noMatch}</p>
          ) : (
            <SchoolChecklist labelledBy={listTitleId} onToggle={toggleOne} schools={filtered} selected={selected} />
          )}
          <p className={`${ui}__field-hint`}>{text.recipients.optedOutNote}</p>
        </>
      )}
    </Panel>
  )
})

/**
 * A windowed checklist: rows have a fixed height, so only the ones in view (plus a margin) are rendered, which
 * keeps 10,000 schools as light as a few dozen. Each row tells assistive technology its place in the whole list.
 */
function SchoolChecklist({
  labelledBy,
  onToggle,
  schools,
  selected,
}: {
  labelledBy: string
  onToggle: (id: number) => void
  schools: SchoolSummary[]
  selected: ReadonlySet<number>
}) {
  const scroller = useRef<HTMLDivElement>(null)
  // The scroll position belongs to the list it was measured on: a new filter shows a new list, from the top.
  const [scroll, setScroll] = useState({ list: schools, top: 0 })
  const scrollTop = scroll.list === schools ? scroll.top : 0
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0
  }, [schools])

  const total = schools.length
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN)
  const last = Math.min(total, Math.ceil((scrollTop + MAX_LIST_HEIGHT) / ROW_HEIGHT) + OVERSCAN)
  const rows = schools.slice(first, last)

  return (
    <div
      className={`${baseClass}__checklist`}
      onScroll={(event) => setScroll({ list: schools, top: event.currentTarget.scrollTop })}
      ref={scroller}
      // Geometry of the window, computed from the row count (the look is in CampaignCreator.scss).
      style={{ height: Math.min(MAX_LIST_HEIGHT, total * ROW_HEIGHT) }}
    >
      <ul
        aria-labelledby={labelledBy}
        className={`${baseClass}__checklist-inner`}
        role="list"
        style={{ height: total * ROW_HEIGHT }}
      >
        {rows.map((school, index) => {
          const position = first + index
          const place = [school.country, school.city].filter(Boolean).join(' · ')
          return (
            <li
              aria-posinset={position + 1}
              aria-setsize={total}
              className={`${baseClass}__row`}
              key={school.id}
              style={{ height: ROW_HEIGHT, transform: `translateY(${position * ROW_HEIGHT}px)` }}
            >
              <label className={`${baseClass}__row-label`}>
                <input
                  checked={selected.has(school.id)}
                  className={`${baseClass}__checkbox`}
                  onChange={() => onToggle(school.id)}
                  type="checkbox"
                />
                <span className={`${baseClass}__row-text`}>
                  <span className={`${baseClass}__row-name`}>{school.name}</span>
                  <span className={`${baseClass}__row-meta`}>
                    {school.email}
                    {place ? ` · ${place}` : ''}
                  </span>
                </span>
              </label>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
