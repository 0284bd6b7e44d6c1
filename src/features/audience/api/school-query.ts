import type { SchoolQuery } from '@/features/audience/schools/list'
import { schoolFilterSchema } from '@/platform/validation/school-selection'
import { validate } from '@/platform/http/http'

/**
 * A screen's filter of schools from the query string: `q`, `country` (a country key, repeated for several),
 * `label` (repeated), `bounced=1`, `optedOut=exclude`; validated with the schema the selections use.
 */
export function schoolQueryOf(req: Request): SchoolQuery {
  const params = new URL(req.url).searchParams
  const many = (name: string) => (params.getAll(name).length ? params.getAll(name) : undefined)
  const filter = validate(schoolFilterSchema, {
    q: params.get('q') ?? undefined,
    countries: many('country'),
    labels: many('label'),
    bounced: params.get('bounced') === '1' || undefined,
  })
  return { ...filter, withoutOptedOut: params.get('optedOut') === 'exclude' }
}
