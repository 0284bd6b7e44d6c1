'use client'

import { Button, Pill } from '@payloadcms/ui'
import React, { useState } from 'react'

import { DataTable } from '@/platform/admin/ui/DataTable'
import { ChipField, TextField } from '@/platform/admin/ui/fields'
import type { DateFormatter } from '@/platform/admin/ui/format'
import { pageOfServer, Panel, ui } from '@/platform/admin/ui/ScreenBlocks'
import { withMember } from '@/platform/admin/ui/sets'
import { noSchoolsFilter, type SchoolsViewState } from '@/platform/admin/ui/useSchoolsView'
import { baseClass } from './CampaignStatusPill'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'

type Props = {
  formatDate: DateFormatter
  idPrefix: string
  onAddSchool: () => void
  schools: SchoolsViewState
}

/**
 * Schools Database: the schools table (docs/product.md › Staff screens) with a filter (text over name, email, city and contact person, one
 * country however it was typed, any of some labels), applied, counted and paged by the database.
 */
export function SchoolsPanel({ formatDate, idPrefix, onAddSchool, schools }: Props) {
  const { emailMarketing: text, shared: sharedText } = useStaffTexts()
  const [filtersOpen, setFiltersOpen] = useState(false)
  const { filter, changeFilter, view, facets } = schools
  const query = filter.q
  const country = filter.countries[0] ?? null
  const labels = new Set(filter.labels)
  const bouncedOnly = filter.bounced
  const countries = facets?.countries ?? []
  const allLabels = (facets?.labels ?? []).map((l) => l.label)
  const allSchools = facets?.total ?? view.total
  const paging = pageOfServer(view)
  const activeFilters = (query.trim() ? 1 : 0) + (country ? 1 : 0) + labels.size + (bouncedOnly ? 1 : 0)

  const filtersId = `${idPrefix}-filters`
  const titleId = `${idPrefix}-title`

  const changeQuery = (value: string) => changeFilter({ ...filter, q: value })
  const changeCountry = (value: string) => changeFilter({ ...filter, countries: value ? [value] : [] })
  const toggleLabel = (label: string) => changeFilter({ ...filter, labels: [...withMember(labels, label)] })
  const clearFilters = () => changeFilter(noSchoolsFilter)

  return (
    <Panel
      actions={
        <div className={`${ui}__panel-actions`}>
          <Button
            buttonStyle="secondary"
            extraButtonProps={{ 'aria-controls': filtersId, 'aria-expanded': filtersOpen }}
            margin={false}
            onClick={() => setFiltersOpen((open) => !open)}
            size="medium"
          >
            {activeFilters ? text.schools.filterActive(activeFilters) : text.schools.filter}
          </Button>
          <Button buttonStyle="primary" margin={false} onClick={onAddSchool} size="medium">
            {text.schools.addSchool}
          </Button>
        </div>
      }
      id={titleId}
      title={text.schools.title}
    >
      <div
        aria-label={text.schools.filtersLabel}
        className={`${baseClass}__filters`}
        hidden={!filtersOpen}
        id={filtersId}
        role="search"
      >
        <div className={`${baseClass}__filter-row`}>
          <TextField
            id={`${idPrefix}-search`}
            label={text.schools.search}
            onChange={changeQuery}
            placeholder={text.schools.searchPlaceholder}
            type="search"
            value={query}
          />
          <div className={`${ui}__field`}>
            <label className={`${ui}__label`} htmlFor={`${idPrefix}-country`}>
              {text.schools.country}
            </label>
            <select
              className={`${ui}__select`}
              id={`${idPrefix}-country`}
              onChange={(event) => changeCountry(event.target.value)}
              value={country ?? ''}
            >
              <option value="">{text.schools.allCountries}</option>
              {/* A chosen country that no school has any more stays selectable, so the filter stays visible. */}
              {country !== null && !countries.some((c) => c.key === country) && (
                <option value={country}>{country}</option>
              )}
              {countries.map((option) => (
                <option key={option.key} value={option.key}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <ChipField
          chips={allLabels.map((label) => ({ value: label, label, pressed: labels.has(label) }))}
          empty={text.schools.noLabels}
          hint={text.schools.labelsHint}
          id={`${idPrefix}-labels-title`}
          label={text.schools.labels}
          onToggle={toggleLabel}
        />
        <label className={`${baseClass}__check`}>
          <input
            checked={bouncedOnly}
            onChange={(event) => changeFilter({ ...filter, bounced: event.target.checked })}
            type="checkbox"
          />{' '}
          {text.schools.bouncedOnly}
        </label>
        <div>
          <Button buttonStyle="subtle" disabled={!activeFilters} margin={false} onClick={clearFilters} size="small">
            {text.schools.clearFilters}
          </Button>
        </div>
      </div>

      {allSchools === 0 ? (
        <div className={`${ui}__empty`}>
          <p className={`${ui}__empty-title`}>{text.schools.empty.title}</p>
          <p>{text.schools.empty.text}</p>
        </div>
      ) : (
        <>
          <p aria-live="polite" className={`${ui}__hint`}>
            {text.schools.showing(view.total, allSchools)}
          </p>
          <DataTable
            columns={Object.values(text.schools.columns)}
            empty={text.schools.noMatch}
            label={text.schools.title}
            onPage={schools.showPage}
            paging={paging}
            renderCells={(school) => (
              <>
                <td>
                  <span className={`${ui}__strong`}>{school.name}</span>
                  {school.optedOutAt && (
                    <>
                      {' '}
                      <Pill pillStyle="warning" size="small">
                        {text.schools.optedOut}
                      </Pill>
                    </>
                  )}
                  {school.bouncedAt && (
                    <>
                      {' '}
                      <Pill pillStyle="error" size="small">
                        {text.schools.bounced}
                      </Pill>
                    </>
                  )}
                  {school.openTrackingConsentAt && (
                    <>
                      {' '}
                      <span title={text.schools.openTrackingSince(formatDate(school.openTrackingConsentAt))}>
                        <Pill pillStyle="success" size="small">
                          {text.schools.openTracking}
                        </Pill>
                      </span>
                    </>
                  )}
                </td>
                <td>{school.email}</td>
                <td>{school.country ?? text.schools.none}</td>
                <td>{sharedText.languages[school.language]}</td>
                <td>{school.contactPerson ?? text.schools.none}</td>
                <td>
                  {school.labels.length ? (
                    <span className={`${ui}__pills`}>
                      {school.labels.map((label) => (
                        <Pill key={label} pillStyle="light" size="small">
                          {label}
                        </Pill>
                      ))}
                    </span>
                  ) : (
                    text.schools.none
                  )}
                </td>
                <td className={`${ui}__nowrap`}>{formatDate(school.lastContacted, text.schools.never)}</td>
              </>
            )}
          />
        </>
      )}
    </Panel>
  )
}
