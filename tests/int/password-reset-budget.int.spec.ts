/**
 * A stranger cannot block a staff member's password reset: requests are counted per (account, client address), as
 * sign-in failures are, so someone else's requests for the account use up only their own address's budget.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { freshIp, postJson } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { newStaff } from '../helpers/staff'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const forgot = (email: string, ip: string) => postJson('/api/cms/users/forgot-password', { email }, { ip })

describe('forgot-password', () => {
  it('still answers the account’s owner after strangers used up their own budgets for the account', async () => {
    const { email } = await newStaff(payload, 'Reset Owner')
    const stranger = freshIp()
    const seen: number[] = []
    for (let i = 0; i < 4; i++) seen.push((await forgot(email, stranger)).status)
    expect(seen, 'the stranger’s answers').toEqual([200, 200, 200, 429])
    // More strangers, each on an address of their own.
    for (let i = 0; i < 3; i++) expect((await forgot(email, freshIp())).status).toBe(200)
    const owner = await forgot(email, freshIp())
    expect(owner.status, await owner.text()).toBe(200)
  })

  it('keeps the budget per client address over all accounts, known or not', async () => {
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await forgot(`nobody${i}.${Date.now()}@test.example`, ip)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})
