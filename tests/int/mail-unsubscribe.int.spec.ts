import { describe, expect, it } from 'vitest'

import { isSuppressed, suppress } from '@/features/privacy/suppression'
import { action, createCampaign, deliveries } from '../helpers/mail-campaigns'
import { cookie, mailFixture, makeSchools, runMailJobs, schoolSeq } from '../helpers/mail-fixture'
import { api, postJson } from '../helpers/http'
import { payload, pool, sink } from '../helpers/payload-with-sink'
import { appUrl } from '../helpers/worker'

/**
 * Unsubscribing from a campaign (docs/product.md › Mail and campaigns): the link's page and the mail client's
 * one-click header opt the school out for good, onto the suppression list, and campaign sending skips an address on
 * that list. The campaigns are sent by this test process into the sink (tests/helpers/mail-fixture.ts).
 */
mailFixture({ schoolsAfter: 2000 })

describe('unsubscribe', () => {
  it('the link and the one-click header opt the school out, and it is never mailed again', async () => {
    sink.clear()
    const ids = await makeSchools(3)
    const first = await createCampaign(ids)
    await action(first.id, 'send')
    await runMailJobs()
    const [a, b] = sink.accepted
    const app = appUrl()

    // One-click (RFC 8058) from a mail client, on the List-Unsubscribe URL.
    const oneClick = a!.headers.find((h) => h.key === 'list-unsubscribe')!.value.slice(1, -1)
    const res = await fetch(oneClick, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(res.status).toBe(200)

    // The link in the body: a page that asks, then a form post that confirms.
    const link = b!.html!.match(/href="([^"]*\/unsubscribe\?token=[^"]+)"/)![1]!.replace(/&amp;/g, '&')
    expect(link.startsWith(app)).toBe(true)
    const page = await fetch(link.replace('/unsubscribe', '/es/unsubscribe'))
    const html = await page.text()
    expect(html).toContain(b!.envelopeTo[0])
    // In "usted", like the rest of the site's Spanish.
    expect(html).toContain('Confirmar la baja')
    expect(html).toContain('¿Desea dejar de recibir correos')
    const token = new URL(link).searchParams.get('token')!
    const confirm = await fetch(`${app}/api/unsubscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, lang: 'es' }),
      redirect: 'manual',
    })
    expect(confirm.status).toBe(303)
    expect(confirm.headers.get('location')).toMatch(/\/es\/unsubscribe\?status=done$/)
    const done = await (await fetch(`${app}/es/unsubscribe?status=done`)).text()
    expect(done).toContain('Se ha dado de baja')
    expect(done).toContain('Si cambia de opinión, puede escribirnos')

    // Tampered tokens do nothing.
    const forged = await postJson(`/api/unsubscribe?token=${token.slice(0, -2)}xx`, {})
    expect(forged.status).toBe(400)

    const { docs } = await payload.find({ collection: 'schools', where: { id: { in: ids } }, sort: 'id' })
    const optedOut = docs
      .filter((s) => s.optedOutAt)
      .map((s) => s.email)
      .sort()
    expect(optedOut).toEqual([...a!.envelopeTo, ...b!.envelopeTo].sort())
    const stats = await (await api('/api/email-campaigns', { cookie })).json()
    expect(stats.find((c: { id: number }) => c.id === first.id).deliveries.unsubscribed).toBe(2)

    sink.clear()
    const second = await createCampaign(ids)
    await action(second.id, 'send')
    await runMailJobs()
    expect(sink.accepted).toHaveLength(1)
    expect(optedOut).not.toContain(sink.accepted[0]!.envelopeTo[0])
    expect((await deliveries(second.id)).filter((d) => d.status === 'skipped')).toHaveLength(2)
    // And the opt-out is permanent: both addresses are on the suppression list.
    for (const to of optedOut) expect(await isSuppressed(payload, to)).toBe(true)
  })

  it('an address on the suppression list is skipped by campaign sending, even on a school added around the checks', async () => {
    sink.clear()
    await suppress(payload, 'gone@mail.test', 'erased')
    const [ok] = await makeSchools(1)
    // Written in SQL: the schools collection itself refuses a suppressed address.
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO schools (name, email, updated_at, created_at) VALUES ('Gone School', 'gone@mail.test', now(), now()) RETURNING id`,
    )
    const campaign = await createCampaign([ok!, rows[0]!.id])
    await action(campaign.id, 'send')
    await runMailJobs()
    expect(sink.accepted.map((m) => m.envelopeTo[0])).toEqual([`school${schoolSeq}@mail.test`])
    const { rows: skipped } = await pool.query(
      `SELECT last_error FROM email_deliveries WHERE campaign_id = $1 AND status = 'skipped'`,
      [campaign.id],
    )
    expect(skipped).toEqual([{ last_error: 'Suppressed' }])
  })
})
