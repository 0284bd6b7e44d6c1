/**
 * What a stranger learns and how they are counted: /api/health answers them a bare status (the figures go to staff
 * and monitors with the token), and sign-in limits count an IPv6 client by its /64 network, the block one
 * subscriber gets, so hopping between its addresses does not reset the count.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { adminCookie, api, postJson } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { newStaff } from '../helpers/staff'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('GET /api/health', () => {
  it('answers a stranger only its status, and staff the figures behind it', async () => {
    const bare = await api('/api/health')
    expect(bare.status).toBe(200)
    expect(await bare.json()).toEqual({ status: 'ok' })
    const detailed = await (await api('/api/health', { cookie: await adminCookie() })).json()
    expect(detailed).toMatchObject({ status: 'ok', database: 'up', migrations: { pending: [] } })
    expect(detailed.jobs).toEqual(expect.objectContaining({ waiting: expect.any(Number) }))
    // A forged cookie or a wrong token gets the bare answer.
    const forged = await api('/api/health', { cookie: 'payload-token=forged', headers: { authorization: 'Bearer x' } })
    expect(await forged.json()).toEqual({ status: 'ok' })
  })
})

describe('sign-in limits for IPv6 clients', { timeout: 60_000 }, () => {
  it('count every address of one /64 together, and another /64 apart', async () => {
    const { email, password } = await newStaff(payload, 'IPv6 Target')
    const net = `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`
    const login = (pass: string, ip: string) =>
      postJson('/api/admin/login', { username: email, password: pass }, { ip })
    for (let i = 1; i <= 5; i++) {
      expect((await login('wrong-guess', `${net}::${i.toString(16)}`)).status).toBe(401)
    }
    const sameNetwork = await login(password, `${net}:0:0:0:abcd`)
    expect(sameNetwork.status, 'a sixth address of the same /64').toBe(423)
    const otherNetwork = await login(password, `2001:db8:ffff:${randomUUID().slice(0, 4)}::1`)
    expect(otherNetwork.status, 'another /64').toBe(200)
  })
})
