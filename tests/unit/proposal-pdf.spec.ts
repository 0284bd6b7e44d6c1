import { describe, expect, it } from 'vitest'

import { formatEuros } from '@/features/trips/pricing'
import { renderProposalPdf } from '@/features/trips/proposals/pdf'
import type { CompanyDetails } from '@/features/content/company'
import { pdfText } from '../helpers/pdf-text'
import { pdfCompany as company } from '../helpers/proposal-fixture'

const proposal = {
  title: 'Madrid · junio de 2027 · 30 + 2',
  locale: 'es' as const,
  outline: 'Llegada a Madrid\nRegreso el último día',
  items: [
    { label: 'Estancia en Madrid: 5 noches', quantity: 31, unitCents: 22_550, per: 'person' as const },
    { label: 'Traslado al aeropuerto', quantity: 1, unitCents: 45_000, per: 'group' as const },
  ],
  includes: 'Alojamiento',
  excludes: 'Vuelos',
  notes: null,
  validUntil: '2027-05-15T00:00:00.000Z',
  organisation: 'IES Goya',
  recipient: 'Marta Ruiz',
}

describe('the proposal PDF', () => {
  it('carries the organiser, the figures, the terms and the validity, in Spanish', async () => {
    expect((await renderProposalPdf(proposal, company)).subarray(0, 5).toString()).toBe('%PDF-')
    const pdf = await renderProposalPdf(proposal, company, { compress: false })
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfText(pdf)
    for (const expected of [
      'Viajes Escolares Madrid S.L.',
      'CICMA 1234',
      'Calle Mayor 1, 28013 Madrid',
      'Itinerario previsto',
      formatEuros(22_550, 'es'),
      formatEuros(31 * 22_550, 'es'),
      formatEuros(31 * 22_550 + 45_000, 'es'),
      'Condiciones de pago',
      'Condiciones de cancelación',
      'Vuelos',
    ])
      expect(text, `the PDF's text to contain "${expected}"`).toContain(expected)
    expect(text).toMatch(/válida hasta el 15 de mayo de 2027/)
  })

  it('prints the terms staff wrote in Company details, else the standard ones', async () => {
    const written = {
      ...company,
      proposalPaymentTerms: 'Un 40 % al reservar y el resto 30 días antes de la salida.',
      proposalCancellationTerms: '  ',
    } as CompanyDetails
    const text = pdfText(await renderProposalPdf(proposal, written, { compress: false }))
    expect(text).toContain('Un 40 % al reservar y el resto 30 días antes de la salida.')
    const standard = pdfText(await renderProposalPdf(proposal, company, { compress: false }))
    expect(standard).not.toContain('Un 40 % al reservar')
    // An empty cancellation text prints the standard one, as without any.
    const cancellation = (t: string) => t.slice(t.indexOf('Condiciones de cancelación'), t.indexOf('Validez'))
    expect(cancellation(text)).toBe(cancellation(standard))
  })
})
