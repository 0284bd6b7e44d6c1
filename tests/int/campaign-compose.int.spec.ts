import { describe, expect, it } from 'vitest'

import { defaultTemplate, DEFAULT_TEMPLATE_NAME } from '@/features/campaigns/templates'
import { campaignComposeFixture, cookie, errorsOf } from '../helpers/campaign-compose-fixture'
import { api, postJson } from '../helpers/http'
import { pool } from '../helpers/payload-with-sink'
import { appUrl } from '../helpers/worker'

/**
 * Writing bilingual campaigns (docs/product.md › Mail and campaigns: writing a campaign, two languages, templates):
 * campaigns written in the visual editor (Lexical JSON) or as HTML, rendered to the branded email when saved,
 * refused naming the field when they render to nothing, previewed in English and Spanish; and templates saved for
 * reuse.
 */
campaignComposeFixture()

type Node = Record<string, unknown>
const text = (t: string, format = 0): Node => ({
  type: 'text',
  version: 1,
  text: t,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
})
const paragraph = (...children: Node[]): Node => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  children,
})
const doc = (...children: Node[]) => ({
  root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children },
})

describe('composing', () => {
  it('keeps POST /api/email-campaigns with htmlContent exactly as before (HTML mode)', async () => {
    const res = await postJson(
      '/api/email-campaigns',
      { name: 'Plain HTML', subject: 'Hi -schoolName-', htmlContent: '<p>Hello -city- friends</p>' },
      { cookie },
    )
    expect(res.status).toBe(201)
    const campaign = await res.json()
    expect(campaign).toMatchObject({
      htmlContent: '<p>Hello -city- friends</p>',
      editorMode: 'html',
      es: null,
      status: 'draft',
    })
  })

  it('renders a visual document to branded, table-based HTML and a text part when saved', async () => {
    const content = doc(
      { type: 'heading', tag: 'h2', version: 1, children: [text('Spring in Madrid')] },
      paragraph(text('Dear -contactPerson-, '), text('great', 1), text(' news.')),
      {
        type: 'block',
        version: 2,
        fields: { id: 'b1', blockName: '', blockType: 'cta', label: 'Ask us', url: '/contact' },
      },
    )
    const res = await postJson(
      '/api/email-campaigns',
      { name: 'Visual', editorMode: 'visual', subject: 'News for -schoolName-', content },
      { cookie },
    )
    expect(res.status).toBe(201)
    const campaign = await res.json()
    expect(campaign.editorMode).toBe('visual')
    expect(campaign.htmlContent).toContain('max-width:600px')
    expect(campaign.htmlContent).toContain('<strong>great</strong>')
    expect(campaign.htmlContent).toContain(`href="${appUrl()}/contact"`)
    expect(campaign.textContent).toContain('Ask us: ')
    expect(campaign.content.root.children).toHaveLength(3)
  })

  it('refuses content that renders to nothing, a deleted image and a Spanish subject without content, naming the field', async () => {
    const base = { name: 'Bad', editorMode: 'visual', subject: 'S' }
    const empty = await postJson('/api/email-campaigns', { ...base, content: doc(paragraph(text('   '))) }, { cookie })
    expect(empty.status).toBe(400)
    expect((await errorsOf(empty))[0]!.field).toBe('content')

    const image = await postJson(
      '/api/email-campaigns',
      {
        ...base,
        content: doc(paragraph(text('Look')), {
          type: 'upload',
          version: 3,
          relationTo: 'media',
          value: 999_999,
          fields: null,
        }),
      },
      { cookie },
    )
    expect(image.status).toBe(400)
    expect(await errorsOf(image)).toEqual([{ field: 'content', message: expect.stringContaining('no longer exists') }])

    const spanish = await postJson(
      '/api/email-campaigns',
      { name: 'Bad', subject: 'S', htmlContent: '<p>Hello there</p>', es: { subject: 'Hola' } },
      { cookie },
    )
    expect(spanish.status).toBe(400)
    expect((await errorsOf(spanish))[0]!.field).toBe('es.htmlContent')
    const { rows } = await pool.query(`SELECT 1 FROM email_campaigns WHERE name = 'Bad'`)
    expect(rows).toHaveLength(0)
  })

  it('previews both versions with the sample values', async () => {
    const res = await postJson(
      '/api/email-campaigns/preview',
      {
        editorMode: 'visual',
        subject: defaultTemplate.subject,
        content: defaultTemplate.content,
        es: defaultTemplate.es,
      },
      { cookie },
    )
    expect(res.status).toBe(200)
    const [en, es] = await res.json()
    expect(en).toMatchObject({ language: 'en', subject: 'An educational trip for Sample School' })
    expect(en.html).toContain('Dear Educator,')
    expect(es).toMatchObject({ language: 'es', subject: 'Un viaje educativo para Centro de ejemplo' })
    expect(es.html).toContain('Estimado/a docente:')
    expect(es.html).toContain('Darse de baja')
    expect((await postJson('/api/email-campaigns/preview', { subject: 'x' }, {})).status).toBe(401)
  })
})

describe('templates', () => {
  it('start with the branded default, and save a campaign’s content for reuse', async () => {
    const list = await (await api('/api/email-templates', { cookie })).json()
    expect(list[0]).toMatchObject({
      name: DEFAULT_TEMPLATE_NAME,
      editorMode: 'visual',
      es: { subject: defaultTemplate.es.subject },
    })
    const res = await postJson(
      '/api/email-templates',
      {
        name: 'Autumn',
        editorMode: 'visual',
        subject: 'Autumn for -schoolName-',
        content: doc(paragraph(text('Autumn ideas'))),
      },
      { cookie },
    )
    expect(res.status).toBe(201)
    const again = await (await api('/api/email-templates', { cookie })).json()
    expect(again.map((t: { name: string }) => t.name)).toEqual([DEFAULT_TEMPLATE_NAME, 'Autumn'])
    expect(
      (
        await postJson(
          '/api/email-templates',
          { name: '', subject: 'x', htmlContent: '<p>long enough</p>' },
          { cookie },
        )
      ).status,
    ).toBe(400)
    expect((await api('/api/email-templates')).status).toBe(401)
  })
})
