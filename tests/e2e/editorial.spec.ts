import { expect, type Page, test } from '@playwright/test'

import { signIn } from './sign-in'

/** Rich text (Lexical's JSON) of one paragraph. */
const paragraph = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text }] }],
  },
})

/** A draft post made through Payload's REST API as the signed-in editor. */
async function draftPost(page: Page, locale: 'en' | 'es', title: string) {
  const res = await page.request.post(`/api/cms/blog-posts?locale=${locale}&draft=true`, {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      title,
      excerpt: locale === 'es' ? 'Un borrador aún no publicado.' : 'A draft not yet published.',
      category: 'travel-guide',
      content: paragraph(locale === 'es' ? 'Un párrafo del borrador.' : 'A paragraph of the draft.'),
      _status: 'draft',
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()).doc as { id: number; slug: string }
}

test('an editor previews a Spanish draft that visitors cannot see', async ({ page, browser }) => {
  await signIn(page)
  const title = `Borrador de prueba ${Date.now()}`
  const post = await draftPost(page, 'es', title)
  expect(post.slug).toMatch(/^borrador-de-prueba-\d+$/)

  // The Preview button of the Spanish edit screen opens the draft in a new tab.
  await page.goto(`/admin/collections/blog-posts/${post.id}?locale=es`)
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Preview', exact: true }).click(),
  ])
  await preview.waitForLoadState()
  await expect(preview).toHaveURL(new RegExp(`/es/blog/${post.slug}$`))
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title)

  // A visitor (another browser context, no session) gets Article Not Found.
  const visitor = await browser.newContext()
  const res = await (await visitor.newPage()).goto(`/es/blog/${post.slug}`)
  expect(res?.status()).toBe(404)
  await visitor.close()
})
