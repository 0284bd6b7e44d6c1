import { describe, expect, it } from 'vitest'

import { placeholderValues, renderCampaignMessage } from '@/features/campaigns/message'
import { escapeHtml, fillPlaceholders, sampleValues, unsubscribePlaceholder } from '@/platform/mail/placeholders'

const recipient = { name: 'IES <Prado>', contactPerson: 'Eva', country: 'Spain', city: 'Madrid' }
const url = 'https://example.es/unsubscribe?t=a&b'

describe('placeholders', () => {
  it('fills every placeholder in one pass, escaping values only for HTML', () => {
    const values = { ...sampleValues.en, schoolName: 'A & B -city-' }
    expect(fillPlaceholders('-schoolName- in -city-', values, { html: false })).toBe('A & B -city- in Madrid')
    expect(fillPlaceholders('<p>-schoolName-</p>', values, { html: true })).toBe('<p>A &amp; B -city-</p>')
  })

  it('escapes the five HTML special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
  })

  it('greets with fallbacks when the school lacks a value ("Dear Educator,")', () => {
    expect(placeholderValues({ name: ' ', contactPerson: null, country: null, city: 'Bilbao' })).toEqual({
      schoolName: 'your school',
      contactPerson: 'Educator',
      country: 'your country',
      city: 'Bilbao',
    })
  })
})

describe('a recipient’s campaign message', () => {
  it('puts the unsubscribe link where the template asks, escaped in HTML', () => {
    const message = renderCampaignMessage(
      {
        subject: 'Hello -contactPerson-',
        htmlContent: `<p>Dear -contactPerson-</p><a href="${unsubscribePlaceholder}">x</a>`,
        textContent: null,
      },
      recipient,
      url,
    )
    expect(message.subject).toBe('Hello Eva')
    expect(message.html).toBe('<p>Dear Eva</p><a href="https://example.es/unsubscribe?t=a&amp;b">x</a>')
    expect(message.text).toContain(url)
  })

  it('appends the link when an editor removed it, before </body> when there is one', () => {
    const message = renderCampaignMessage(
      { subject: 'Hi', htmlContent: '<html><body><p>-schoolName-</p></body></html>', textContent: 'Plain -city-' },
      recipient,
      url,
    )
    expect(message.html).toMatch(
      /<p>IES &lt;Prado&gt;<\/p><p[^>]*>To stop receiving these emails, <a href="https:\/\/example.es\/unsubscribe\?t=a&amp;b">unsubscribe here<\/a>.<\/p><\/body>/,
    )
    expect(message.text).toBe(`Plain Madrid\n\nUnsubscribe: ${url}\n`)
  })

  it('keeps the subject on one line whatever the school data holds', () => {
    const message = renderCampaignMessage(
      { subject: 'For -schoolName-', htmlContent: '<p>x</p>', textContent: null },
      { ...recipient, name: 'Evil\r\nBcc: x@example.es' },
      url,
    )
    expect(message.subject).toBe('For Evil Bcc: x@example.es')
  })

  it('ends with the sender’s identity line from the company details, escaped, in both parts', () => {
    const sender = 'Madrid Edu Travel · Viajes <Educativos> SL · info@example.es'
    const message = renderCampaignMessage(
      { subject: 'Hi', htmlContent: '<html><body><p>x</p></body></html>', textContent: 'Plain' },
      recipient,
      url,
      { sender },
    )
    expect(message.html).toMatch(
      /<p[^>]*>Madrid Edu Travel · Viajes &lt;Educativos&gt; SL · info@example.es<\/p><\/body>/,
    )
    expect(message.text.trimEnd().endsWith(sender)).toBe(true)
    expect(message.text).toContain(url)
  })
})
