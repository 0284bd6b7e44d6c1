'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import type { Page } from '@/platform/db/paging'
import type { SchoolFacets, SchoolRow } from '@/features/audience/schools/list'
import { getJson } from './api'

/** GET /api/schools/page: one page of the schools a filter matches, with the filters' choices when asked for. */
export type SchoolsView = Page<SchoolRow> & { facets?: SchoolFacets }

/** What a screen filters schools by (country keys, labels), as the database applies it. */
export type SchoolsFilter = { q: string; countries: string[]; labels: string[]; bounced: boolean }

export const noSchoolsFilter: SchoolsFilter = { q: '', countries: [], labels: [], bounced: false }

/** Typing waits this long for the next key before the database is asked. */
const TYPING_MS = 250

export function schoolsQuery(filter: SchoolsFilter, extra: Record<string, string> = {}): URLSearchParams {
  const query = new URLSearchParams(extra)
  if (filter.q.trim()) query.set('q', filter.q.trim())
  for (const country of filter.countries) query.append('country', country)
  for (const label of filter.labels) query.append('label', label)
  if (filter.bounced) query.set('bounced', '1')
  return query
}

/**
 * A screen's page of schools: the filter and page it shows, read from the database (GET /api/schools/page)
 * whenever they change, typing a moment after the last key. Later answers win only if they were asked last. The
 * filters' choices (countries, labels, how many schools there are) come with the first read and with `refresh`,
 * e.g. after an import.
 */
export function useSchoolsView(
  initial: SchoolsView,
  { language, pageSize, withoutOptedOut = false }: { language: string; pageSize: number; withoutOptedOut?: boolean },
) {
  const [view, setView] = useState<SchoolsView>(initial)
  const [facets, setFacets] = useState<SchoolFacets | undefined>(initial.facets)
  const [filter, setFilter] = useState<SchoolsFilter>(noSchoolsFilter)
  const [page, setPage] = useState(1)
  const [stale, setStale] = useState(false)
  const [loading, setLoading] = useState(false)
  const ticket = useRef(0)

  const read = useCallback(
    async (next: SchoolsFilter, nextPage: number, withFacets: boolean) => {
      const mine = ++ticket.current
      setLoading(true)
      const extra: Record<string, string> = { page: String(nextPage), limit: String(pageSize), locale: language }
      if (withoutOptedOut) extra.optedOut = 'exclude'
      if (withFacets) extra.facets = '1'
      try {
        const data = await getJson<SchoolsView>(`/api/schools/page?${schoolsQuery(next, extra)}`)
        if (mine !== ticket.current) return
        setView(data)
        if (data.facets) setFacets(data.facets)
        setStale(false)
      } catch (error) {
        console.error(error)
        if (mine === ticket.current) setStale(true)
      } finally {
        if (mine === ticket.current) setLoading(false)
      }
    },
    [language, pageSize, withoutOptedOut],
  )

  // A new filter starts at its first page; typed text waits for the typing to pause.
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(typing.current), [])
  const changeFilter = (next: SchoolsFilter) => {
    setFilter(next)
    setPage(1)
    clearTimeout(typing.current)
    if (next.q !== filter.q) typing.current = setTimeout(() => void read(next, 1, false), TYPING_MS)
    else void read(next, 1, false)
  }
  const showPage = (next: number) => {
    setPage(next)
    void read(filter, next, false)
  }
  const refresh = useCallback(() => read(filter, page, true), [read, filter, page])

  return { view, facets, filter, changeFilter, page, showPage, refresh, stale, loading }
}

export type SchoolsViewState = ReturnType<typeof useSchoolsView>
