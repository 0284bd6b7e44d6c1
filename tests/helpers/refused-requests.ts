import { expect } from 'vitest'

import { payload } from './admin-session'
import { api } from './http'

/**
 * Bad input against the app's endpoints (docs/product.md › The /api contract): requests with a deadline, the row
 * counts of every collection to compare before and after each case, and the check that a refusal is a 4xx naming the
 * field, never a 5xx.
 */
export const DEADLINE_MS = 20_000
const collections = ['contacts', 'newsletter-subscriptions', 'schools', 'email-campaigns', 'users'] as const
type Counts = Record<(typeof collections)[number], number>

export async function counts(): Promise<Counts> {
  const entries = await Promise.all(
    collections.map(
      async (c) => [c, (await payload.count({ collection: c, trash: c === 'contacts' } as never)).totalDocs] as const,
    ),
  )
  return Object.fromEntries(entries) as Counts
}

/** Sends a request with a deadline; returns the status and the parsed JSON body (or text). */
export async function send(path: string, init: Parameters<typeof api>[1] = {}) {
  const res = await api(path, { ...init, signal: AbortSignal.timeout(DEADLINE_MS) })
  const text = await res.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON: kept as text
  }
  return { status: res.status, body, headers: res.headers }
}

export const raw = (
  path: string,
  body: BodyInit,
  contentType = 'application/json',
  extra: Parameters<typeof api>[1] = {},
) =>
  send(path, {
    method: 'POST',
    body,
    ...extra,
    headers: { 'Content-Type': contentType, ...(extra.headers as Record<string, string>) },
  })

/** Expects a 4xx JSON error (never 5xx) and, when given, the field it names. */
export function expectRefused(result: { status: number; body: unknown }, status?: number, field?: string) {
  expect(result.status, JSON.stringify(result.body).slice(0, 300)).toBeGreaterThanOrEqual(400)
  expect(result.status, JSON.stringify(result.body).slice(0, 300)).toBeLessThan(500)
  if (status) expect(result.status).toBe(status)
  if (field) {
    const fields = (result.body as { errors: Array<{ field: string }> }).errors.map((e) => e.field)
    expect(
      fields.some((f) => f === field || f.startsWith(`${field}.`)),
      fields.join(', '),
    ).toBe(true)
  }
}

/** A campaign the admin endpoints would take. */
export const campaign = { name: 'Robust', subject: 'Subject', htmlContent: '<p>Hello schools</p>' }
