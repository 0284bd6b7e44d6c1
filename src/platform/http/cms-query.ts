import type { FlattenedField, SanitizedCollectionConfig } from 'payload'
import * as qs from 'qs-esm'

import { MAX_ID } from '@/platform/validation/fields'
import { badRequest } from './http'

/**
 * The query string of a request to Payload's REST API (/api/cms), checked before Payload hands it to PostgreSQL
 * (src/platform/http/cms-guard.ts): `page`, `limit`, `depth` whole numbers within bounds, at most MAX_WHERE_CONDITIONS
 * conditions, each an operator that suits its field's type with values of that type (option values for selects).
 */
const ANONYMOUS_MAX_LIMIT = 100
const MAX_PAGE = 1_000_000
export const MAX_DEPTH = 10
/** Far more than any filter the admin builds; 450 `like` conditions took PostgreSQL over a second. */
export const MAX_WHERE_CONDITIONS = 100

export function checkQuery(search: string, collection: SanitizedCollectionConfig | undefined, signedIn: boolean) {
  if (!search) return
  // Parsed exactly as Payload parses it (payload/dist/utilities/createPayloadRequest.js).
  const query = qs.parse(search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true })
  wholeNumber(query.page, 'page', 1, MAX_PAGE)
  wholeNumber(query.limit, 'limit', signedIn ? 0 : 1, signedIn ? Number.MAX_SAFE_INTEGER : ANONYMOUS_MAX_LIMIT)
  wholeNumber(query.depth, 'depth', 0, MAX_DEPTH)
  if (!signedIn && query.pagination !== undefined && query.pagination !== 'true') {
    throw badRequest('pagination', 'pagination must be true')
  }
  if (query.where !== undefined && collection) {
    const counter = { conditions: 0 }
    checkWhere(query.where, collection.flattenedFields, counter)
  }
}

function wholeNumber(value: unknown, field: string, min: number, max: number) {
  if (value === undefined) return
  if (typeof value !== 'string' || !/^\d{1,16}$/.test(value) || Number(value) < min || Number(value) > max) {
    throw badRequest(field, `${field} must be a whole number from ${min} to ${max}`)
  }
}

type Kind = 'text' | 'number' | 'id' | 'date' | 'boolean' | 'option' | 'opaque'

/** Which operators suit each kind of field (Payload's admin offers the same, @payloadcms/ui WhereBuilder). */
// (`all` is for fields holding many values, which none of ours filterable here do: PostgreSQL refuses it.)
const membership = ['equals', 'not_equals', 'in', 'not_in', 'exists']
const comparison = ['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']
const operatorsOf: Record<Kind, Set<string>> = {
  text: new Set([...membership, ...comparison, 'like', 'not_like', 'contains']),
  number: new Set([...membership, ...comparison]),
  id: new Set([...membership, ...comparison]),
  date: new Set([...membership, ...comparison]),
  boolean: new Set(['equals', 'not_equals', 'exists']),
  option: new Set(membership),
  // Rich text and JSON are stored as documents: they can only be asked whether they are there.
  opaque: new Set(['exists']),
}

type Resolved = { kind: Kind; options?: Set<string> } | undefined

function kindOf(field: FlattenedField): Resolved {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
      return { kind: 'text' }
    case 'number':
      return { kind: 'number' }
    case 'date':
      return { kind: 'date' }
    case 'checkbox':
      return { kind: 'boolean' }
    case 'select':
    case 'radio':
      return { kind: 'option', options: new Set(field.options.map((o) => (typeof o === 'string' ? o : o.value))) }
    case 'relationship':
    case 'upload':
      // A single collection's ids; polymorphic ones are {relationTo, value} and left to Payload.
      return typeof field.relationTo === 'string' ? { kind: 'id' } : undefined
    case 'richText':
    case 'json':
      return { kind: 'opaque' }
    default:
      return undefined
  }
}

/** The field a `where` path names, if it is one of the collection's own (paths through relations are Payload's). */
function resolvePath(fields: FlattenedField[], path: string): Resolved {
  if (path === 'id') return { kind: 'id' }
  const segments = path.split('.')
  let current = fields
  for (let i = 0; i < segments.length; i++) {
    const field = current.find((f) => 'name' in f && f.name === segments[i])
    if (!field) return undefined
    const last = i === segments.length - 1
    if (last) return kindOf(field)
    if (field.type === 'group' || field.type === 'array' || field.type === 'tab') {
      current = field.flattenedFields
      continue
    }
    if (field.type === 'richText' || field.type === 'json') return { kind: 'opaque' }
    return undefined
  }
  return undefined
}

function checkWhere(where: unknown, fields: FlattenedField[], counter: { conditions: number }, depth = 0): void {
  if (depth > 8 || !isRecord(where)) throw badRequest('where', 'where is not a valid condition')
  for (const [key, condition] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const list = Array.isArray(condition) ? condition : isRecord(condition) ? Object.values(condition) : null
      if (!list) throw badRequest('where', `where.${key} must be a list of conditions`)
      for (const sub of list) checkWhere(sub, fields, counter, depth + 1)
      continue
    }
    if (++counter.conditions > MAX_WHERE_CONDITIONS) {
      throw badRequest('where', `where may have at most ${MAX_WHERE_CONDITIONS} conditions`)
    }
    const field = resolvePath(fields, key)
    if (!isRecord(condition)) throw badRequest('where', `where.${key} needs an operator`)
    for (const [operator, value] of Object.entries(condition)) {
      if (!field) continue // Payload checks the path itself and refuses what is not a field with a 400.
      if (!operatorsOf[field.kind].has(operator)) {
        throw badRequest('where', `${key} cannot be filtered with ${operator}`)
      }
      checkValues(key, operator, field, value)
    }
  }
}

function checkValues(path: string, operator: string, field: NonNullable<Resolved>, value: unknown) {
  const invalid = () => badRequest('where', `${path} ${operator}: the value is not valid for this field`)
  if (operator === 'exists') {
    if (value !== 'true' && value !== 'false' && typeof value !== 'boolean') throw invalid()
    return
  }
  const list = operator === 'in' || operator === 'not_in'
  const values = list ? (typeof value === 'string' ? value.split(',') : value) : [value]
  if (!Array.isArray(values) || values.length > 1000) throw invalid()
  for (const v of values) {
    if (v === null || v === 'null' || (list && v === '')) continue
    if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') throw invalid()
    if (!valueFits(field, String(v))) throw invalid()
  }
}

function valueFits(field: NonNullable<Resolved>, value: string): boolean {
  switch (field.kind) {
    case 'id':
      return /^-?\d{1,10}$/.test(value) && Math.abs(Number(value)) <= MAX_ID
    case 'number':
      return value.trim() !== '' && Number.isFinite(Number(value)) && Math.abs(Number(value)) < 1e15
    case 'date': {
      const time = Date.parse(value)
      return Number.isFinite(time) && Math.abs(new Date(time).getUTCFullYear()) <= 9999
    }
    case 'boolean':
      return value === 'true' || value === 'false'
    case 'option':
      return field.options?.has(value) ?? false
    case 'text':
      return !value.includes('\0')
    case 'opaque':
      return false
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
