import { describe, expect, it } from 'vitest'

import { cookie, payload } from '../helpers/admin-session'
import { catalogueFixture, createDestination, run } from '../helpers/catalogue-fixture'
import { api, postJson } from '../helpers/http'
import { pageHtml } from '../helpers/published-pages'

/**
 * The enquiry form's destinations (docs/product.md › Contact form; src/features/content/collections/Destinations.ts):
 * the form offers and POST /api/contacts accepts the same published destinations and "other", and an old enquiry
 * still shows a destination removed since.
 */
catalogueFixture()

describe('the enquiry form and POST /api/contacts read the same destinations', () => {
  const enquiry = (destination: string | undefined, email: string) => ({
    contactType: 'school',
    name: 'Lucía Gómez',
    email,
    organization: 'IES Catálogo',
    destination,
    message: 'We would like to plan a trip next spring.',
    privacyConsent: true,
  })

  it('offers and accepts the published destinations of the form, and "other"; refuses the rest', async () => {
    const html = await (await api('/en/contact')).text()
    expect(html).toContain('<option value="madrid">Madrid – Art, history and Spanish language</option>')
    expect(html).toContain('<option value="other">Other / not sure yet</option>')
    expect(html).not.toContain('<option value="camino">')
    const es = await (await api('/es/contact')).text()
    expect(es).toContain('<option value="porto">Oporto – Río, puerto y azulejos</option>')

    for (const code of ['madrid', 'lyon', 'other'])
      expect((await postJson('/api/contacts', enquiry(code, `ok-${code}-${run}@example.es`))).status, code).toBe(201)
    for (const code of ['camino', 'seville', 'atlantis', 'MADRID']) {
      const res = await postJson('/api/contacts', enquiry(code, `no-${run}@example.es`))
      expect(res.status, code).toBe(400)
      expect(await res.json()).toEqual({ errors: [{ field: 'destination', message: 'Please select a destination' }] })
    }
  })

  it('an old enquiry still shows a destination removed since (admin API and Payload admin)', async () => {
    const code = `testville-${run}`
    const destination = await createDestination({
      code,
      city: 'Testville',
      theme: 'Trial and error',
      showOn: ['enquiry-form'],
    })
    // The app learns of the publication and offers it.
    await pageHtml('/en/contact', `value="${code}"`)
    const email = `old-enquiry-${run}@example.es`
    expect((await postJson('/api/contacts', enquiry(code, email))).status).toBe(201)

    const listed = async () =>
      ((await (await api('/api/contacts', { cookie })).json()) as Array<Record<string, unknown>>).find(
        (c) => c.email === email,
      )!
    expect(await listed()).toMatchObject({ destination: code, destinationLabel: 'Testville – Trial and error' })

    await payload.delete({ collection: 'destinations', id: destination.id })
    await pageHtml('/en/contact', `value="${code}"`, false)
    const contact = await listed()
    expect(contact).toMatchObject({ destination: code, destinationLabel: code })
    expect((await api(`/api/cms/contacts/${contact.id}`, { cookie })).status).toBe(200)
    expect((await api('/admin', { cookie })).status).toBe(200)
    // No longer offered: a new enquiry naming it is refused.
    expect((await postJson('/api/contacts', enquiry(code, `new-${run}@example.es`))).status).toBe(400)
  })
})
