import { describe, expect, it } from 'vitest'

import { renderCampaignMessage } from '@/features/campaigns/message'
import {
  type RichTextDocument,
  type RichTextNode,
  RichTextEmailError,
  mediaIds,
  renderRichTextEmail,
} from '@/features/campaigns/rich-text-email'
import { defaultTemplate } from '@/features/campaigns/templates'
import { recipientLanguage, versionFor, versionsFromRow } from '@/features/campaigns/versions'
import { campaignSchema } from '@/features/campaigns/campaign-schema'
import { defaultSchoolLanguage } from '@/features/audience/schools/language'

const text = (t: string, format = 0): RichTextNode => ({ type: 'text', text: t, format })
const p = (...children: RichTextNode[]): RichTextNode => ({ type: 'paragraph', children })
const doc = (...children: RichTextNode[]): RichTextDocument => ({ root: { type: 'root', children } })
const options = {
  media: new Map([[7, { url: '/api/cms/media/file/bus.jpg', alt: 'Our bus', width: 1200 }]]),
  siteUrl: 'https://agency.test',
  language: 'en' as const,
}

describe('rich text → email HTML', () => {
  const rich = doc(
    { type: 'heading', tag: 'h2', children: [text('Trips for -schoolName-')] },
    p(text('Bold', 1), text(' and '), text('italic', 2), text(' <script>')),
    p(
      { type: 'link', fields: { url: '/contact' }, children: [text('contact us')] },
      { type: 'link', fields: { url: 'javascript:alert(1)' }, children: [text(' bad')] },
    ),
    {
      type: 'list',
      listType: 'bullet',
      children: [
        { type: 'listitem', children: [text('one')] },
        { type: 'listitem', children: [text('two')] },
      ],
    },
    { type: 'list', listType: 'number', children: [{ type: 'listitem', children: [text('first')] }] },
    { type: 'upload', relationTo: 'media', value: 7 },
    { type: 'block', fields: { blockType: 'cta', label: 'Plan it', url: '/contact' } },
  )

  it('uses tables, inline styles, absolute URLs, the branded frame and escapes text', () => {
    const { html, text: plain } = renderRichTextEmail(rich, options)
    expect(html).toContain('max-width:600px')
    expect(html).toMatch(/<h2 style="[^"]+">Trips for -schoolName-<\/h2>/)
    expect(html).toContain('<strong>Bold</strong> and <em>italic</em> &lt;script&gt;')
    expect(html).toContain('<a href="https://agency.test/contact"')
    expect(html).not.toContain('javascript:')
    expect(html).toMatch(/<ul style="[^"]*"><li[^>]*>one<\/li><li[^>]*>two<\/li><\/ul>/)
    expect(html).toContain('<ol')
    expect(html).toContain('<img src="https://agency.test/api/cms/media/file/bus.jpg" alt="Our bus" width="536"')
    expect(html).toMatch(
      /<table role="presentation"[^>]*>\s*<tr>\s*<td style="background-color:#b5470f;[^"]*">\s*<a href="https:\/\/agency.test\/contact"[^>]*>Plan it<\/a>/,
    )
    expect(html).toContain('{{unsubscribeUrl}}')
    expect(plain).toContain('Trips for -schoolName-')
    expect(plain).toContain('contact us (https://agency.test/contact)')
    expect(plain).toContain('- one\n- two')
    expect(plain).toContain('1. first')
    expect(plain).toContain('Plan it: https://agency.test/contact')
    expect(plain).toContain('{{unsubscribeUrl}}')
    expect(mediaIds(rich)).toEqual([7])
  })

  it('frames the Spanish version in Spanish', () => {
    const { html, text: plain } = renderRichTextEmail(doc(p(text('Hola'))), { ...options, language: 'es' })
    expect(html).toContain('<html lang="es">')
    expect(html).toContain('Darse de baja')
    expect(plain).toContain('Darse de baja: {{unsubscribeUrl}}')
  })

  it('refuses a document that renders to nothing, and an image that is gone', () => {
    expect(() => renderRichTextEmail(doc(p(), p(text('   '))), options)).toThrow(RichTextEmailError)
    try {
      renderRichTextEmail(doc(p(text('x')), { type: 'upload', value: 99 }), options)
      expect.unreachable()
    } catch (error) {
      expect((error as RichTextEmailError).reason).toBe('missing-image')
    }
  })

  it('renders the branded default template in both languages, placeholders filled per recipient and escaped', () => {
    const en = renderRichTextEmail(defaultTemplate.content, { ...options, media: new Map() })
    const message = renderCampaignMessage(
      { subject: defaultTemplate.subject, htmlContent: en.html, textContent: en.text },
      { name: 'IES <Prado>', contactPerson: null, country: 'Spain', city: 'Madrid' },
      'https://agency.test/unsubscribe?token=a&b',
    )
    expect(message.subject).toBe('An educational trip for IES <Prado>')
    expect(message.html).toContain('Dear Educator,')
    expect(message.html).toContain('help IES &lt;Prado&gt; in Madrid, Spain')
    expect(message.html).toContain('href="https://agency.test/unsubscribe?token=a&amp;b"')
    expect(message.text).toContain('help IES <Prado> in Madrid, Spain')
    const es = renderRichTextEmail(defaultTemplate.es.content, { ...options, media: new Map(), language: 'es' })
    const mensaje = renderCampaignMessage(
      { subject: defaultTemplate.es.subject, htmlContent: es.html, textContent: es.text },
      { name: 'Colegio Sol', contactPerson: null, country: 'España', city: 'Sevilla' },
      'https://agency.test/es/unsubscribe?token=x',
      { language: 'es' },
    )
    expect(mensaje.html).toContain('Estimado/a docente:')
    expect(mensaje.html).toContain('href="https://agency.test/es/contact"')
    expect(mensaje.text).toContain('Darse de baja: https://agency.test/es/unsubscribe?token=x')
  })
})

describe('versions and languages', () => {
  const row = {
    subject: 'EN',
    htmlContent: '<p>en</p>',
    textContent: null,
    esSubject: 'ES',
    esHtmlContent: '<p>es</p>',
    esTextContent: null,
  }
  it('gives each recipient its language, falling back to English', () => {
    expect(versionFor(versionsFromRow(row), 'es').content.subject).toBe('ES')
    expect(versionFor(versionsFromRow(row), 'en').content.subject).toBe('EN')
    const englishOnly = versionsFromRow({ ...row, esSubject: null, esHtmlContent: null })
    expect(versionFor(englishOnly, 'es')).toMatchObject({ language: 'en', content: { subject: 'EN' } })
    expect(recipientLanguage(null)).toBe('en')
  })

  it('defaults a school to Spanish in Spain, English elsewhere', () => {
    expect(defaultSchoolLanguage('Spain')).toBe('es')
    expect(defaultSchoolLanguage(' españa ')).toBe('es')
    expect(defaultSchoolLanguage('Italy')).toBe('en')
    expect(defaultSchoolLanguage(null)).toBe('en')
  })

  it('refuses a Spanish version with a subject and no content, naming the field', () => {
    const base = { name: 'N', subject: 'S', htmlContent: '<p>Hello there</p>' }
    const result = campaignSchema.safeParse({ ...base, es: { subject: 'Hola' } })
    expect(result.success).toBe(false)
    expect(result.error!.issues[0]!.path).toEqual(['es', 'htmlContent'])
    const visual = campaignSchema.safeParse({ name: 'N', subject: 'S', editorMode: 'visual', content: doc() })
    expect(visual.error!.issues[0]!.path).toEqual(['content'])
    expect(campaignSchema.safeParse(base).success).toBe(true)
  })
})
