import { expect, type Page, test } from './fixtures'

import { adminLanguage, signIn } from './sign-in'

/**
 * An editor takes a page off the site from its screen (the ⋯ menu's Unpublish), visitors get the site's "page not found"
 * in their language, and publishing it again puts it back: docs/editing.md › Drafts and publishing.
 */
const texts = {
  en: {
    unpublish: 'Unpublish',
    confirmHeading: 'Confirm unpublish',
    confirm: 'Confirm',
    unpublished: /Unpublished successfully/,
    publish: /^Publish( changes)?$/,
    published: /(updated|published) successfully/i,
    notFound: '404 Page Not Found',
  },
  es: {
    unpublish: 'Despublicar',
    confirmHeading: 'Confirmar despublicación',
    confirm: 'Confirmar',
    unpublished: /Se ha retirado de la publicación/,
    publish: /^Publicar( cambios)?$/,
    published: /con éxito|correctamente|exitosamente/i,
    notFound: '404: página no encontrada',
  },
} as const

/** The status of the visitor's page `path`, once the app has dropped its cached copy (it does so within a second). */
async function statusOf(page: Page, path: string): Promise<number> {
  const response = await page.request.get(path)
  return response.status()
}

for (const [language, slug, path, heading] of [
  ['es', 'page-erasmus', '/es/erasmus', /Erasmus\+/],
  ['en', 'page-travel-insurance', '/en/travel-insurance', /insurance/i],
] as const) {
  test(`an editor unpublishes and republishes a page from the admin in ${language === 'es' ? 'Spanish' : 'English'}`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const t = texts[language]
    await signIn(page)
    await adminLanguage(page, language)
    await expect.poll(() => statusOf(page, path)).toBe(200)

    await page.goto(`/admin/globals/${slug}`)
    await page.locator('.doc-controls__dots').click()
    await page.getByRole('button', { name: t.unpublish, exact: true }).click()
    await expect(page.getByText(t.confirmHeading)).toBeVisible()
    await page.getByRole('button', { name: t.confirm, exact: true }).click()
    await expect(page.getByText(t.unpublished).first()).toBeVisible()

    await expect.poll(() => statusOf(page, path), { timeout: 10_000 }).toBe(404)
    const visitor = await page.context().browser()!.newPage()
    try {
      await visitor.goto(`${new URL(page.url()).origin}${path}`)
      await expect(visitor.getByRole('heading', { name: t.notFound })).toBeVisible()
    } finally {
      await visitor.close()
    }

    await page.goto(`/admin/globals/${slug}`)
    await page.getByRole('button', { name: t.publish }).click()
    await expect(page.getByText(t.published).first()).toBeVisible()
    await expect.poll(() => statusOf(page, path), { timeout: 10_000 }).toBe(200)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  })
}
