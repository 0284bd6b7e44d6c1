import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { postJson } from './http'

/**
 * A staff account of the test's own (so its sessions, budgets and failures touch no other test), created through
 * the local API, and a way to sign it in over HTTP.
 */
export async function newStaff(payload: Payload, name = 'Security Tester') {
  const email = `staff.${randomUUID().slice(0, 8)}@test.example`
  const password = `Granada-${randomUUID()}`
  const user = await payload.create({ collection: 'users', data: { email, password, role: 'admin', name } })
  return {
    id: user.id,
    email,
    password,
    async cookie(): Promise<string> {
      const res = await postJson('/api/admin/login', { username: email, password })
      if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`)
      return res.headers.get('set-cookie')!.split(';')[0]!
    },
  }
}

/**
 * Polls `check` until it answers something other than undefined, or fails after `ms` saying what it last saw
 * (`describe` turns the last state into words).
 */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  { ms = 10_000, describe = async () => '' }: { ms?: number; describe?: () => Promise<string> } = {},
): Promise<T> {
  const deadline = Date.now() + ms
  let last: unknown
  for (;;) {
    try {
      const value = await check()
      if (value !== undefined) return value
      last = await describe()
    } catch (error) {
      last = error
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms (last: ${String(last)})`)
    await new Promise((r) => setTimeout(r, 50))
  }
}
