import { describe, expect, it } from 'vitest'

import { clientIp, PEER_ADDRESS_HEADER } from '@/platform/client-ip'

describe('client address for per-IP limits', () => {
  const headers = new Headers({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1', [PEER_ADDRESS_HEADER]: '192.0.2.4' })

  it('ignores X-Forwarded-For unless TRUST_PROXY says a proxy sets it', () => {
    expect(clientIp(headers, {})).toBe('192.0.2.4')
    expect(clientIp(headers, { TRUST_PROXY: 'false' })).toBe('192.0.2.4')
  })

  it('behind a trusted proxy, takes the first hop only', () => {
    expect(clientIp(headers, { TRUST_PROXY: 'true' })).toBe('203.0.113.9')
    expect(clientIp(headers, { TRUST_PROXY: '1' })).toBe('203.0.113.9')
    expect(clientIp(new Headers({ [PEER_ADDRESS_HEADER]: '192.0.2.4' }), { TRUST_PROXY: 'true' })).toBe('192.0.2.4')
  })
})
