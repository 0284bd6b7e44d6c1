'use client'

import { Button } from '@payloadcms/ui'
import React, { useEffect, useMemo, useRef, useState } from 'react'

import type { SchoolFilter, SchoolSelection } from '@/features/audience/schools/filters'
import type { SchoolRow } from '@/features/audience/schools/list'
import { getJson, sendJson } from '@/platform/admin/ui/api'
import { ChipField } from '@/platform/admin/ui/fields'
import { Panel, ui } from '@/platform/admin/ui/ScreenBlocks'
import { withMember } from '@/platform/admin/ui/sets'
import { schoolsQuery, type SchoolsView } from '@/platform/admin/ui/useSchoolsView'
import { RECIPIENT_BLOCK } from './recipient-block'
import { isSelected, withFilterStep, withSchoolStep } from './selection'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'

export const baseClass = 'campaign-creator'

/** Every row of the checklist has this height (CampaignCreator.scss keeps the content inside it). */
const ROW_HEIGHT = 56
/** The recipient list scrolls once it is taller than 400 px (docs/product.md › Staff screens). */
const MAX_LIST_HEIGHT = 400
/** Rows rendered above and below the visible ones, so scrolling and tabbing never meet an empty gap. */
const OVERSCAN = 10

const ALL = '\u0000all'

type Counts = { selected: number; matching: number; matchingSelected: number }

type Props = {
  idPrefix: string
  /** The first block of schools (by name) with the countries and labels to filter by, as the server read them. */
  initial: SchoolsView
  language: string
  onChange: (next: SchoolSelection) => void
  selection: SchoolSelection
}

/**
 * Select Recipients (docs/product.md › Staff screens): country chips (one, or All; "España" and "Spain" are one country), label chips (any
 * of several), "Showing N schools", Select All / Deselect All over the filtered schools, and a checklist that reads
 * and renders only the rows in view. The selection is a list of steps the server resolves: selecting all schools in
 * Spain sends one step, never their ids, and the database counts what is selected.
 */
export const RecipientsPanel = React.memo(function RecipientsPanel({
  idPrefix,
  initial,
  language,
  onChange,
  selection,
}: Props) {
  const { campaignCreator: text, shared: sharedText } = useStaffTexts()
  const [country, setCountry] = useState<string | null>(null)
  const [labels, setLabels] = useState<ReadonlySet<string>>(() => new Set())
  const filter = useMemo<SchoolFilter>(
    () => ({ countries: country ? [country] : undefined, labels: labels.size ? [...labels] : undefined }),
    [country, labels],
  )
  const facets = initial.facets
  const [counts, setCounts] = useState<Counts>({ selected: 0, matching: initial.total, matchingSelected: 0 })

  // The database counts the selection and the filter's schools after every change (the last answer asked wins).
  const ticket = useRef(0)
  useEffect(() => {
    const mine = ++ticket.current
    const timer = setTimeout(() => {
      void sendJson('/api/schools/selection', 'POST', { selection, filter })
        .then((response) => (response.ok ? (response.json() as Promise<Counts>) : null))
        .then((data) => {
          if (data && mine === ticket.current) setCounts(data)
        })
        .catch((error: unknown) => console.error(error))
    }, 100)
    return () => clearTimeout(timer)
  }, [selection, filter])

  const allFilteredSelected = counts.matching > 0 && counts.matchingSelected === counts.matching
  const toggleAll = () => onChange(withFilterStep(selection, filter, !allFilteredSelected))
  const toggleOne = (school: SchoolRow) =>
    onChange(withSchoolStep(selection, school.id, !isSelected(selection, school)))
  const toggleLabel = (label: string) => setLabels((current) => withMember(current, label))

  const titleId = `${idPrefix}-title`
  const listTitleId = `${idPrefix}-list-title`
  const countries = facets?.countries ?? []
  const allLabels = facets?.labels ?? []

  return (
    <Panel
      actions={
        <span aria-live="polite" className={`${baseClass}__selected-count`}>
          {text.recipients.selected(counts.selected)}
        </span>
      }
      className={`${baseClass}__recipients`}
      id={titleId}
      title={text.recipients.title}
    >
      {(facets?.total ?? initial.total) === 0 ? (
        <p className={`${ui}__empty`}>{text.recipients.noSchools}</p>
      ) : (
        <>
          {countries.length > 0 && (
            <ChipField
              chips={[
                { value: ALL, label: sharedText.chips.all, pressed: country === null },
                ...countries.map((option) => ({
                  value: option.key,
                  label: option.label,
                  pressed: country === option.key,
                })),
              ]}
              id={`${idPrefix}-country-title`}
              label={text.recipients.country}
              onToggle={(value) => setCountry(value === ALL ? null : value)}
            />
          )}

          {allLabels.length > 0 && (
            <ChipField
              chips={allLabels.map(({ label }) => ({ value: label, label, pressed: labels.has(label) }))}
              hint={text.recipients.labelsHint}
              id={`${idPrefix}-labels-title`}
              label={text.recipients.labels}
              onToggle={toggleLabel}
            />
          )}

          <div className={`${ui}__panel-header`}>
            <span aria-live="polite" className={`${ui}__hint`} id={listTitleId}>
              {text.recipients.showing(counts.matching)}
            </span>
            <Button
              buttonStyle="secondary"
              disabled={counts.matching === 0}
              margin={false}
              onClick={toggleAll}
              size="small"
            >
              {allFilteredSelected ? text.recipients.deselectAll : text.recipients.selectAll}
            </Button>
          </div>

          {counts.matching === 0 ? (
            <p className={`${ui}__empty`}>{text.recipients.noMatch}</p>
          ) : (
            <SchoolChecklist
              filter={filter}
              initial={initial}
              labelledBy={listTitleId}
              language={language}
              onToggle={toggleOne}
              selection={selection}
              total={counts.matching}
            />
          )}
          <p className={`${ui}__field-hint`}>{text.recipients.optedOutNote}</p>
        </>
      )}
    </Panel>
  )
})

/**
 * A windowed checklist: rows have a fixed height, so only the ones in view (plus a margin) are rendered, and the
 * blocks they fall in are read from the database as the list scrolls. Each row tells assistive technology its place
 * in the whole list.
 */
function SchoolChecklist({
  filter,
  initial,
  labelledBy,
  language,
  onToggle,
  selection,
  total,
}: {
  filter: SchoolFilter
  initial: SchoolsView
  labelledBy: string
  language: string
  onToggle: (school: SchoolRow) => void
  selection: SchoolSelection
  total: number
}) {
  const scroller = useRef<HTMLDivElement>(null)
  // The scroll position belongs to the filter it was measured on: a new filter shows a new list, from the top.
  const [scroll, setScroll] = useState({ filter, top: 0 })
  const scrollTop = scroll.filter === filter ? scroll.top : 0
  // Blocks of rows read so far for this filter (the first one of "all schools" came with the page).
  const [blocks, setBlocks] = useState<{ filter: SchoolFilter; rows: Map<number, SchoolRow[]> }>(() => ({
    filter,
    rows: new Map(filter.countries || filter.labels ? [] : [[0, initial.rows]]),
  }))
  const current = blocks.filter === filter ? blocks.rows : new Map<number, SchoolRow[]>()
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0
  }, [filter])

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN)
  const last = Math.min(total, Math.ceil((scrollTop + MAX_LIST_HEIGHT) / ROW_HEIGHT) + OVERSCAN)
  const wanted = [Math.floor(first / RECIPIENT_BLOCK), Math.floor(Math.max(first, last - 1) / RECIPIENT_BLOCK)]
  const requested = useRef(new Set<string>())
  useEffect(() => {
    for (let block = wanted[0]!; block <= wanted[1]!; block++) {
      const key = `${JSON.stringify(filter)}#${block}`
      if (current.has(block) || requested.current.has(key)) continue
      requested.current.add(key)
      const query = schoolsQuery(
        { q: '', countries: filter.countries ?? [], labels: filter.labels ?? [], bounced: false },
        { page: String(block + 1), limit: String(RECIPIENT_BLOCK), optedOut: 'exclude', locale: language },
      )
      void getJson<SchoolsView>(`/api/schools/page?${query}`)
        .then((page) =>
          setBlocks((state) => {
            const rows = state.filter === filter ? new Map(state.rows) : new Map<number, SchoolRow[]>()
            rows.set(block, page.rows)
            return { filter, rows }
          }),
        )
        .catch((error: unknown) => {
          requested.current.delete(key)
          console.error(error)
        })
    }
  })

  const positions = Array.from({ length: Math.max(0, last - first) }, (_, i) => first + i)

  return (
    <div
      className={`${baseClass}__checklist`}
      onScroll={(event) => setScroll({ filter, top: event.currentTarget.scrollTop })}
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
        {positions.map((position) => {
          const school = current.get(Math.floor(position / RECIPIENT_BLOCK))?.[position % RECIPIENT_BLOCK]
          const style = { height: ROW_HEIGHT, transform: `translateY(${position * ROW_HEIGHT}px)` }
          if (!school) {
            return <li aria-busy="true" className={`${baseClass}__row`} key={`pending-${position}`} style={style} />
          }
          const place = [school.country, school.city].filter(Boolean).join(' · ')
          return (
            <li
              aria-posinset={position + 1}
              aria-setsize={total}
              className={`${baseClass}__row`}
              key={school.id}
              style={style}
            >
              <label className={`${baseClass}__row-label`}>
                <input
                  checked={isSelected(selection, school)}
                  className={`${baseClass}__checkbox`}
                  onChange={() => onToggle(school)}
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
