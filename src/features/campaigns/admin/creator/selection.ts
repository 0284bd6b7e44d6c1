import type { SchoolFilter, SchoolSelection } from '@/features/audience/schools/filters'
import type { SchoolRow } from '@/features/audience/schools/list'

/**
 * Campaign Creator's recipients as steps the server resolves (src/features/audience/schools/selection.ts): "Select All" on a
 * filter is one step, however many schools it takes; a school ticked or unticked by hand is a step naming it.
 * The browser only decides the checkboxes it shows, by the same rule: the last step that matches a school wins.
 */

const sameList = (a: string[] = [], b: string[] = []) =>
  a.length === b.length && [...a].sort().every((v, i) => v === [...b].sort()[i])

const sameFilter = (a: SchoolFilter, b: SchoolFilter) =>
  !a.ids && !b.ids && sameList(a.countries, b.countries) && sameList(a.labels, b.labels)

const isEmpty = (filter: SchoolFilter) => !filter.ids && !filter.countries?.length && !filter.labels?.length

/** Whether one school of the list matches a step's filter (countries by key, labels by any). */
export function matches(filter: SchoolFilter, school: Pick<SchoolRow, 'id' | 'countryKey' | 'labels'>): boolean {
  if (filter.ids && !filter.ids.includes(school.id)) return false
  if (filter.countries?.length && !(school.countryKey && filter.countries.includes(school.countryKey))) return false
  if (filter.labels?.length && !school.labels.some((label) => filter.labels!.includes(label))) return false
  return true
}

export function isSelected(selection: SchoolSelection, school: Pick<SchoolRow, 'id' | 'countryKey' | 'labels'>) {
  for (let i = selection.length - 1; i >= 0; i--) {
    if (matches(selection[i]!.filter, school)) return selection[i]!.select
  }
  return false
}

/** Select All / Deselect All on a filter: a step that overrides every earlier step with the same filter. */
export function withFilterStep(selection: SchoolSelection, filter: SchoolFilter, select: boolean): SchoolSelection {
  // Everything (no filter): nothing before counts any more.
  if (isEmpty(filter)) return select ? [{ select, filter: {} }] : []
  return [...selection.filter((step) => !sameFilter(step.filter, filter)), { select, filter }]
}

/** One school ticked or unticked: kept in the last step when it names schools the same way. */
export function withSchoolStep(selection: SchoolSelection, id: number, select: boolean): SchoolSelection {
  const rest = selection.map((step) =>
    step.filter.ids ? { ...step, filter: { ids: step.filter.ids.filter((x) => x !== id) } } : step,
  )
  const cleaned = rest.filter((step) => !step.filter.ids || step.filter.ids.length > 0)
  const last = cleaned[cleaned.length - 1]
  if (last?.filter.ids && last.select === select) {
    return [...cleaned.slice(0, -1), { select, filter: { ids: [...last.filter.ids, id] } }]
  }
  return [...cleaned, { select, filter: { ids: [id] } }]
}
