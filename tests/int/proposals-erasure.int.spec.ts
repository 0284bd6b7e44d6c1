import { describe, expect, it } from 'vitest'

import { api, postJson } from '../helpers/http'
import { payload, pool, sink } from '../helpers/payload-with-sink'
import { waitFor } from '../helpers/staff'
import { answer, linkIn } from '../helpers/proposal-answers'
import { cookie, createProposal, storedTrip, tripProposalsFixture, user } from '../helpers/trip-proposals'

/**
 * A person's proposals and the end of their enquiry (docs/product.md › Plan a trip; docs/staff.md › Privacy
 * operations): proposals are in the person's export and erased with every version, and a proposal's private link
 * opens nothing while its enquiry is in the trash, once it is deleted (the retention job then removes the proposal
 * and the trip request) or after the person's erasure.
 */
tripProposalsFixture()

describe('a person’s proposals', () => {
  it('are in their export and erased with every version', async () => {
    const { trip } = await storedTrip('erase.me@ies-goya.test', 'es')
    const { id } = (await (await createProposal(trip.id)).json()) as { id: number }
    await payload.update({ collection: 'proposals', id, data: { notes: 'Segunda versión' }, depth: 0 })
    const lookup = await postJson('/api/privacy/lookup', { email: 'erase.me@ies-goya.test' }, { cookie })
    const report = (await lookup.json()) as { sources: Array<{ id: string; records: Array<{ id: number }> }> }
    expect(report.sources.find((s) => s.id === 'proposals')?.records.map((r) => r.id)).toEqual([id])
    const erased = await postJson('/api/privacy/erase', { email: 'erase.me@ies-goya.test', confirm: true }, { cookie })
    expect(erased.status, await erased.clone().text()).toBe(200)
    expect(((await erased.json()) as { removed: Record<string, number> }).removed.proposals).toBe(1)
    const { rows } = await pool.query(
      'SELECT (SELECT count(*) FROM proposals WHERE id = $1)::int AS docs, (SELECT count(*) FROM _proposals_v WHERE parent_id = $1)::int AS versions',
      [id],
    )
    expect(rows[0]).toEqual({ docs: 0, versions: 0 })
  })
})

describe('a proposal whose enquiry is gone', () => {
  /** A proposal sent for a new trip request; answers its ids and the private link's token. */
  async function sentProposal(email: string) {
    const { trip, contact } = await storedTrip(email, 'es')
    const { id } = (await (await createProposal(trip.id)).json()) as { id: number }
    const { sendProposal } = await import('@/features/trips/proposals/send')
    await sendProposal(payload, user, id)
    const mail = await waitFor('the proposal mail', async () => sink.to(email)[0])
    return { id, trip, contact, ...linkIn(mail) }
  }

  const refusedAsUnknown = async (token: string, path: string) => {
    const page = await api(path)
    expect(page.status).toBe(404)
    expect(await page.text()).toContain('Este enlace de propuesta no se puede usar')
    const res = await answer(token, 'accepted')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      errors: [{ field: 'token', message: 'Este enlace de propuesta no es válido.' }],
    })
  }

  const rowsOf = async (proposalId: number, tripId: number) =>
    (
      await pool.query(
        `SELECT (SELECT count(*) FROM proposals WHERE id = $1)::int AS proposals,
                (SELECT count(*) FROM _proposals_v WHERE parent_id = $1)::int AS versions,
                (SELECT count(*) FROM trip_requests WHERE id = $2)::int AS trips`,
        [proposalId, tripId],
      )
    ).rows[0]

  it('opens nothing while the enquiry is in the trash, and again once it is restored', async () => {
    const { contact, token, path } = await sentProposal('papelera@ies-goya.test')
    expect((await api(path)).status).toBe(200)
    await pool.query('UPDATE contacts SET deleted_at = now() WHERE id = $1', [contact.id])
    await refusedAsUnknown(token, path)
    await pool.query('UPDATE contacts SET deleted_at = NULL WHERE id = $1', [contact.id])
    expect((await api(path)).status).toBe(200)
  })

  it('opens nothing once the enquiry is deleted, and the retention job removes the proposal and the request', async () => {
    const { id, trip, contact, token, path } = await sentProposal('caducada@ies-goya.test')
    // As the retention job or emptying the trash deletes an enquiry: its proposals and request lose it.
    await pool.query('DELETE FROM contacts WHERE id = $1', [contact.id])
    await refusedAsUnknown(token, path)
    const again = await createProposal(trip.id)
    expect(again.status, 'no new proposal for an erased enquiry').toBe(404)
    expect(await rowsOf(id, trip.id)).toMatchObject({ proposals: 1, trips: 1 })

    const { retentionSources, runRetention } = await import('@/features/privacy/retention')
    const report = await runRetention(
      payload,
      new Date(),
      retentionSources.filter((s) => s.id === 'trip-proposals' || s.id === 'trip-requests'),
    )
    expect(report.removed['trip-proposals']).toBeGreaterThanOrEqual(1)
    expect(report.removed['trip-requests']).toBeGreaterThanOrEqual(1)
    expect(await rowsOf(id, trip.id)).toEqual({ proposals: 0, versions: 0, trips: 0 })
    await refusedAsUnknown(token, path)
  })

  it('opens nothing after the person’s erasure', async () => {
    const { id, trip, token, path } = await sentProposal('borrar@ies-goya.test')
    const erased = await postJson('/api/privacy/erase', { email: 'borrar@ies-goya.test', confirm: true }, { cookie })
    expect(erased.status, await erased.clone().text()).toBe(200)
    expect(await rowsOf(id, trip.id)).toEqual({ proposals: 0, versions: 0, trips: 0 })
    await refusedAsUnknown(token, path)
  })
})
