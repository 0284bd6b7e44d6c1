import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { cookie, payload } from '../helpers/admin-session'
import { baseCourse, catalogueFixture, created, createDestination, run } from '../helpers/catalogue-fixture'
import { api } from '../helpers/http'
import { pageHtml } from '../helpers/published-pages'

/**
 * Editors' bad input in the course and destination catalogue (src/features/content/collections/Courses.ts,
 * src/features/content/collections/Destinations.ts; docs/editing.md › Drafts and publishing): backwards sessions,
 * impossible years, duplicate or missing codes and files that are not images are refused naming the field, through
 * the REST API as the admin panel saves and through the local API, and a destination's image comes and goes.
 */
catalogueFixture()

const restJson = (path: string, method: string, body: unknown) =>
  api(path, { method, cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

describe('bad input in the admin (REST, as the admin panel saves)', () => {
  it('refuses a session that ends before it starts, naming the field, and stores nothing', async () => {
    const before = await payload.count({ collection: 'courses' })
    const body = {
      ...baseCourse,
      title: `Backwards ${run}`,
      sessions: [{ start: '2027-05-07T12:00:00.000Z', end: '2027-05-03T12:00:00.000Z' }],
    }
    for (const path of ['/api/cms/courses?locale=en', '/api/cms/courses?locale=en&draft=true']) {
      const res = await restJson(path, 'POST', { ...body, _status: path.includes('draft') ? 'draft' : 'published' })
      expect(res.status, path).toBe(400)
      expect(JSON.stringify(await res.json())).toContain('sessions.0.end')
    }
    // The message under the field in the admin, for a draft (autosave) as for a publication.
    for (const draft of [true, false]) {
      await expect(
        payload.create({
          collection: 'courses',
          draft,
          data: { ...body, _status: draft ? 'draft' : 'published' } as never,
        }),
      ).rejects.toMatchObject({
        data: { errors: [{ path: 'sessions.0.end', message: 'The end date is before the start date.' }] },
      })
    }
    expect((await payload.count({ collection: 'courses' })).totalDocs).toBe(before.totalDocs)
    // An existing course edited so: refused, its dates unchanged.
    const { docs } = await payload.find({ collection: 'courses', sort: 'order', limit: 1 })
    const course = docs[0]
    const res = await restJson(`/api/cms/courses/${course.id}?locale=en&draft=true`, 'PATCH', {
      sessions: [{ start: '2027-09-10T12:00:00.000Z', end: '2027-09-06T12:00:00.000Z' }],
    })
    expect(res.status).toBe(400)
    const after = await payload.findByID({ collection: 'courses', id: course.id, draft: true })
    expect(after.sessions?.map((s) => s.start)).toEqual(course.sessions?.map((s) => s.start))
  })

  it('refuses a duplicate destination code and a duration range whose minimum exceeds its maximum', async () => {
    const before = await payload.count({ collection: 'destinations', trash: true })
    const duplicate = await restJson('/api/cms/destinations?locale=en', 'POST', {
      code: 'madrid',
      city: 'Madrid again',
      country: 'Spain',
      _status: 'published',
    })
    expect(duplicate.status).toBe(400)
    expect(JSON.stringify(await duplicate.json())).toContain('invalid: code')
    // The messages under the fields in the admin, drafts included.
    const refused = (data: Record<string, unknown>, draft = false) =>
      payload.create({
        collection: 'destinations',
        locale: 'en',
        draft,
        data: { city: 'X', country: 'Spain', _status: draft ? 'draft' : 'published', ...data } as never,
      })
    await expect(refused({ code: 'madrid' }, true)).rejects.toMatchObject({
      data: {
        errors: [{ path: 'code', message: 'Another destination already has this code: codes must be unique.' }],
      },
    })
    await expect(refused({ code: `range-${run}`, minDays: 9, maxDays: 4 }, true)).rejects.toMatchObject({
      data: { errors: [{ path: 'maxDays', message: 'The shortest length is longer than the longest.' }] },
    })
    await expect(refused({ code: 'other' })).rejects.toMatchObject({ data: { errors: [{ path: 'code' }] } })

    const range = await restJson('/api/cms/destinations?locale=en&draft=true', 'POST', {
      code: `range-${run}`,
      city: 'Range',
      country: 'Spain',
      minDays: 9,
      maxDays: 4,
      _status: 'draft',
    })
    expect(range.status).toBe(400)
    expect(JSON.stringify(await range.json())).toContain('invalid: maxDays')

    const badCode = await restJson('/api/cms/destinations?locale=en', 'POST', {
      code: 'Not A Code',
      city: 'X',
      country: 'Spain',
      _status: 'published',
    })
    expect(badCode.status).toBe(400)
    expect(JSON.stringify(await badCode.json())).toContain('invalid: code')
    expect((await payload.count({ collection: 'destinations', trash: true })).totalDocs).toBe(before.totalDocs)
  })

  it('saves the empty first draft of Create New, and gives a duplicate a free code; publishing needs a code', async () => {
    // What Admin › Destinations › Create New saves at once (autosave): an empty draft, no code yet.
    const draft = await payload.create({ collection: 'destinations', draft: true, data: {} as never })
    created.push({ collection: 'destinations', id: draft.id })
    expect(draft.code ?? null).toBeNull()
    // A second one does not clash with the first on the code's unique index, nor does an emptied code.
    const second = await payload.create({ collection: 'destinations', draft: true, data: { code: '' } as never })
    created.push({ collection: 'destinations', id: second.id })
    const publish = await restJson(`/api/cms/destinations/${draft.id}?locale=en`, 'PATCH', {
      city: 'Nowhere',
      country: 'Spain',
      _status: 'published',
    })
    expect(publish.status).toBe(400)
    expect(JSON.stringify(await publish.json())).toContain('invalid: code')

    const { docs } = await payload.find({ collection: 'destinations', where: { code: { equals: 'madrid' } } })
    const copy = await payload.duplicate({ collection: 'destinations', id: docs[0].id, draft: true })
    created.push({ collection: 'destinations', id: copy.id })
    expect(copy.code).toBe('madrid-copy')
    const again = await payload.duplicate({ collection: 'destinations', id: docs[0].id, draft: true })
    created.push({ collection: 'destinations', id: again.id })
    expect(again.code).toBe('madrid-copy-2')
    const published = await restJson(`/api/cms/destinations/${copy.id}?locale=en`, 'PATCH', { _status: 'published' })
    expect(published.status, await published.clone().text()).toBe(200)
  })

  it('refuses a day the database cannot hold (year 20277) with a 400 naming the field, drafts included', async () => {
    // What the admin's date picker sends for a five-digit year (Date#toISOString's extended form).
    const { docs } = await payload.find({ collection: 'courses', sort: 'order', limit: 1, depth: 0 })
    const course = docs[0]
    const sessions = (course.sessions ?? []).map(({ id, start, end }) => ({ id, start, end }))
    for (const draft of [true, false]) {
      const res = await restJson(
        `/api/cms/courses/${course.id}?locale=en${draft ? '&draft=true&autosave=true' : ''}`,
        'PATCH',
        {
          sessions: [{ ...sessions[0], end: '+020277-01-04T12:00:00.000Z' }, ...sessions.slice(1)],
          _status: draft ? 'draft' : 'published',
        },
      )
      expect(res.status, `draft=${draft}`).toBe(400)
      const body = JSON.stringify(await res.json())
      expect(body).toContain('sessions.0.end')
      expect(body).toContain('Enter a year between 1900 and 2999.')
    }
  })

  it('refuses a file that is not an image as a destination image', async () => {
    const before = await payload.count({ collection: 'media' })
    const form = new FormData()
    form.append('file', new Blob(['not an image at all'], { type: 'text/plain' }), 'notes.txt')
    form.append('_payload', JSON.stringify({ alt: 'Notes' }))
    const res = await api('/api/cms/media', { method: 'POST', cookie, body: form })
    expect(res.status).toBe(400)
    expect(await res.text()).toMatch(/file type|not allowed|invalid/i)
    // A text file named like an image is refused as well.
    const disguised = new FormData()
    disguised.append('file', new Blob(['<html>hello</html>'], { type: 'image/png' }), 'photo.png')
    disguised.append('_payload', JSON.stringify({ alt: 'Photo' }))
    const res2 = await api('/api/cms/media', { method: 'POST', cookie, body: disguised })
    expect(res2.status).toBeGreaterThanOrEqual(400)
    expect(res2.status).toBeLessThan(500)
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before.totalDocs)
  })

  it('shows an uploaded image on the card, and the illustration again once the upload is deleted', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#194c99' } })
      .png()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Test image' },
      file: { data: png, mimetype: 'image/png', name: `dest-${run}.png`, size: png.length },
    })
    const city = `Imageville ${run}`
    const code = `imageville-${run}`
    await createDestination({ code, city, showOn: ['school-trips'], image: media.id, imageAlt: 'Harbour view' })
    let html = await pageHtml('/en/school-trips', city)
    expect(html).toContain('Harbour view')
    expect(html).toContain(`dest-${run}`)
    await payload.delete({ collection: 'media', id: media.id })
    await payload.update({
      collection: 'destinations',
      where: { code: { equals: code } },
      data: { _status: 'published' },
    })
    html = await pageHtml('/en/school-trips', `dest-${run}`, false)
    expect(html).toContain(city)
    expect(html).not.toContain(`dest-${run}`)
  })
})
