import { describe, expect, it } from 'vitest'

import { cookie, payload, signedInAdmin } from '../helpers/admin-session'
import { eventually, html, newPost, uniq } from '../helpers/blog-posts'
import { api, postJson } from '../helpers/http'
import { richText } from '../helpers/rich-text'

/**
 * Editors' two languages and search fields (docs/editing.md › Two languages side by side, Addresses and search
 * engines): the English text where the Spanish one is missing, the admin's "Spanish translation" flag, validation
 * messages in the editor's language, and the SEO fields in the page's head, Open Graph and JSON-LD.
 */
signedInAdmin()

describe('English fallback', () => {
  it('a post without Spanish text, or with an empty Spanish title, shows its English title in Spanish', async () => {
    const post = await newPost()
    const { slug, title } = post as { slug: string; title: string }
    expect(await html(`/es/blog/${slug}`)).toContain(`>${title}</h1>`)

    await payload.update({ collection: 'blog-posts', id: post.id, locale: 'es', data: { title: '', excerpt: '' } })
    await eventually(async () => (await html(`/es/blog/${slug}`)).includes(`>${title}</h1>`))
    const api_ = await (await api(`/api/blog/${slug}?locale=es`)).json()
    expect(api_.title).toBe(title)
    expect(api_.excerpt).toBe((post as { excerpt: string }).excerpt)
  })

  it('the admin marks documents whose Spanish translation is missing', async () => {
    const post = await newPost()
    expect((await payload.findByID({ collection: 'blog-posts', id: post.id })).spanishTranslation).toBe('missing')
    await payload.update({
      collection: 'blog-posts',
      id: post.id,
      locale: 'es',
      data: { title: 'Título', excerpt: 'Resumen', content: await richText('Un párrafo.') },
    })
    expect((await payload.findByID({ collection: 'blog-posts', id: post.id })).spanishTranslation).toBe('complete')
    const missing = await payload.find({
      collection: 'blog-posts',
      where: { spanishTranslation: { equals: 'missing' } },
      pagination: false,
    })
    expect(missing.docs.some((d) => d.id === post.id)).toBe(false)
  })
})

describe("validation messages in the editor's language", () => {
  it('a slug clash and an empty English title are explained in Spanish to an editor whose admin is in Spanish', async () => {
    const first = await newPost()
    const save = (body: Record<string, unknown>) =>
      postJson(
        '/api/cms/blog-posts?locale=en',
        { excerpt: 'x', category: 'safety', content: first.content, _status: 'published', ...body },
        { cookie, headers: { 'Accept-Language': 'es' } },
      )
    const clash = await save({ title: 'Otro', slug: first.slug })
    expect(clash.status).toBe(400)
    const clashBody = JSON.stringify(await clash.json())
    expect(clashBody).toContain('Otro documento ya usa este slug')
    expect(clashBody).not.toContain('already uses this slug')

    const untitled = await save({ title: '', slug: `untitled-${uniq()}` })
    expect(untitled.status).toBe(400)
    const untitledBody = JSON.stringify(await untitled.json())
    expect(untitledBody).toContain('Obligatorio en inglés')
    // The field is named by its Spanish label.
    expect(untitledBody).toContain('Título')

    // The same save in English reads in English.
    const english = await postJson(
      '/api/cms/blog-posts?locale=en',
      {
        title: 'Other',
        excerpt: 'x',
        category: 'safety',
        content: first.content,
        slug: first.slug,
        _status: 'published',
      },
      { cookie, headers: { 'Accept-Language': 'en' } },
    )
    expect(JSON.stringify(await english.json())).toContain('Another document already uses this slug')
  })
})

describe('SEO fields', () => {
  it('meta title, description and image reach <head>, Open Graph and JSON-LD; empty ones default to the content', async () => {
    const post = await newPost()
    const { slug, title, excerpt } = post as { slug: string; title: string; excerpt: string }
    const before = await html(`/en/blog/${slug}`)
    expect(before).toContain(`<title>${title}</title>`)
    expect(before).toContain(`<meta name="description" content="${excerpt}"/>`)

    await payload.update({
      collection: 'blog-posts',
      id: post.id,
      data: { meta: { title: 'A better title for search', description: 'A description for search.' } },
    })
    await eventually(async () => (await html(`/en/blog/${slug}`)).includes('<title>A better title for search</title>'))
    const after = await html(`/en/blog/${slug}`)
    expect(after).toContain('<meta property="og:title" content="A better title for search"/>')
    expect(after).toContain('<meta property="og:description" content="A description for search."/>')
    expect(after).toContain('"description":"A description for search."')
    expect(after).toContain(`>${title}</h1>`)
  })
})
