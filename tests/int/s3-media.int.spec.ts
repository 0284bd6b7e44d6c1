import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { appClient } from '../helpers/app-client'
import { startAppServer } from '../helpers/app-server'
import { testPort } from '../helpers/ports'
import { createTestDatabase } from '../helpers/test-database'

/**
 * Media in an S3-compatible bucket (s3rver, a local S3 server) with two app instances on one database, as
 * when the site is scaled out: an image uploaded through one instance is served by the other, as a file and
 * resized by next/image on the public pages. Neither instance writes the image to its own disk.
 */
type App = Awaited<ReturnType<typeof startAppServer>>

const work = mkdtempSync(path.join(os.tmpdir(), 'edu-s3-test-'))
const localMedia = path.join(work, 'local-media')
const BUCKET = 'site-media'
const s3Env = {
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: `http://127.0.0.1:${testPort(47)}`,
  S3_REGION: 'eu-south-2',
  // s3rver's fixed credentials.
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  MEDIA_DIR: localMedia,
}

let s3: S3rver
let db: Awaited<ReturnType<typeof createTestDatabase>>
let one: App
let two: App

beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: testPort(47),
    silent: true,
    directory: path.join(work, 's3'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  await s3.run()
  db = await createTestDatabase()
  // The first runs the set-up step, as `npm start` does: the test edits a seeded post.
  one = await startAppServer(db.uri, testPort(45), s3Env, { setUp: true })
  two = await startAppServer(db.uri, testPort(46), s3Env)
}, 300_000)

afterAll(async () => {
  await one?.stop()
  await two?.stop()
  await db?.drop()
  await s3?.close()
  rmSync(work, { recursive: true, force: true })
})

async function bucketKeys(): Promise<string[]> {
  const client = new S3Client({
    endpoint: s3Env.S3_ENDPOINT,
    region: s3Env.S3_REGION,
    credentials: { accessKeyId: s3Env.S3_ACCESS_KEY_ID, secretAccessKey: s3Env.S3_SECRET_ACCESS_KEY },
    forcePathStyle: true,
  })
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))
    return (listed.Contents ?? []).map((o) => o.Key!).sort()
  } finally {
    client.destroy()
  }
}

/** The next/image URLs of a page's uploaded images (src and srcset, HTML-unescaped). */
function nextImageUrls(html: string): string[] {
  const urls = [...html.matchAll(/\/_next\/image\?url=[^"'\s,]+/g)].map((m) => m[0].replaceAll('&amp;', '&'))
  return [...new Set(urls)].filter((u) => u.includes(encodeURIComponent('/api/cms/media/file/')))
}

describe('media in S3 with two app instances', () => {
  it('an image uploaded through one instance is served by both, as a file and through next/image', async () => {
    const staff = appClient(one.url)
    await staff.signIn()
    const bytes = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2e86c1' } })
      .png()
      .toBuffer()
    const image = await staff.uploadImage('shared-photo.png', bytes, 'The Royal Palace')
    // The original and its card size (the 1200 px image is too small for the 1600 px hero size).
    const base = image.filename.replace(/\.png$/, '')
    expect(await bucketKeys()).toEqual([`${base}-768x512.png`, `${base}.png`])
    expect(readdirSync(work)).not.toContain('local-media')

    for (const app of [one, two]) {
      const file = await fetch(`${app.url}/api/cms/media/file/${image.filename}`)
      expect(file.status, app.url).toBe(200)
      expect(file.headers.get('content-type')).toBe('image/png')
      expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true)
    }

    // On the public pages: a post of its own with that image, rendered by each instance from the bucket.
    const slug = `s3-check-${Date.now()}`
    const content = (
      await (
        await staff.request('/api/cms/blog-posts?where[slug][equals]=erasmus-ka1-mobility-programs&depth=0')
      ).json()
    ).docs[0].content
    const post = await staff.postJson('/api/cms/blog-posts', {
      title: 'Madrid from above',
      slug,
      excerpt: 'An image stored in the bucket.',
      category: 'safety',
      _status: 'published',
      content,
      image: image.id,
    })
    expect(post.status).toBe(201)

    for (const app of [two, one]) {
      const page = await fetch(`${app.url}/en/blog/${slug}`)
      expect(page.status, app.url).toBe(200)
      const urls = nextImageUrls(await page.text())
      expect(urls.length, app.url).toBeGreaterThan(0)
      for (const url of urls.slice(0, 2)) {
        const resized = await fetch(app.url + url)
        expect(resized.status, `${app.url}${url}`).toBe(200)
        expect(resized.headers.get('content-type')).toMatch(/^image\//)
        const { width } = await sharp(Buffer.from(await resized.arrayBuffer())).metadata()
        expect(width).toBeGreaterThan(0)
      }
    }
  }, 120_000)

  it('deleting the image removes it from the bucket for every instance', async () => {
    const staff = appClient(two.url)
    await staff.signIn()
    const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#27ae60' } })
      .png()
      .toBuffer()
    const image = await staff.uploadImage('to-delete.png', bytes, 'Gone soon')
    expect((await fetch(`${one.url}/api/cms/media/file/${image.filename}`)).status).toBe(200)
    expect((await staff.request(`/api/cms/media/${image.id}`, { method: 'DELETE' })).status).toBe(200)
    expect((await bucketKeys()).some((k) => k.startsWith(image.filename.replace(/\.png$/, '')))).toBe(false)
    expect((await fetch(`${one.url}/api/cms/media/file/${image.filename}`)).status).toBe(404)
  }, 60_000)
})
