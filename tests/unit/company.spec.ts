import { describe, expect, it } from 'vitest'

import { isPlaceholder, isWebAddress, missingLegalIdentifiers } from '@/lib/content/company'
import { companyLine } from '@/lib/mail/company-footer'
import { companySeed } from '@/seed/data/company'

const seed = { ...companySeed.shared, businessHours: companySeed.businessHours.en }

describe('company details', () => {
  it('treat empty values and values in brackets as placeholders', () => {
    for (const value of ['', '   ', null, undefined, '[NIF]', '[Registered address], Madrid']) {
      expect(isPlaceholder(value), String(value)).toBe(true)
    }
    for (const value of ['B12345678', 'Calle Mayor 1, 28013 Madrid', 'CICMA-1234']) {
      expect(isPlaceholder(value), value).toBe(false)
    }
  })

  it('name every legal identifier of the seed as missing, and none once all are filled', () => {
    expect(missingLegalIdentifiers(seed)).toEqual([
      'legalName',
      'taxId',
      'registeredAddress',
      'tourismLicence',
      'cicma',
    ])
    expect(missingLegalIdentifiers(null)).toHaveLength(5)
    const filled = {
      ...seed,
      legalName: 'Viajes Educativos Madrid SL',
      taxId: 'B12345678',
      registeredAddress: 'Calle Mayor 1, 28013 Madrid',
      tourismLicence: 'CIAM-1234',
      cicma: 'CICMA 4321',
    }
    expect(missingLegalIdentifiers(filled)).toEqual([])
    expect(missingLegalIdentifiers({ ...filled, cicma: '' })).toEqual(['cicma'])
  })

  it('accept only absolute web addresses as social links', () => {
    expect(isWebAddress('https://www.instagram.com/agency')).toBe(true)
    expect(isWebAddress('http://linkedin.com/company/x')).toBe(true)
    for (const bad of [
      'instagram.com/agency',
      'javascript:alert(1)',
      'https://localhost',
      'https://a b.com',
      'ftp://x.com',
    ]) {
      expect(isWebAddress(bad), bad).toBe(false)
    }
  })

  it('sign e-mails with the known details only, never a placeholder', () => {
    expect(companyLine(seed)).toBe('Madrid Edu Travel · info@madrid-edu-travel.example · +34 600 000 000')
    expect(companyLine({ ...seed, legalName: 'Viajes Educativos Madrid SL', registeredAddress: 'Calle Mayor 1' })).toBe(
      'Madrid Edu Travel · Viajes Educativos Madrid SL · Calle Mayor 1 · info@madrid-edu-travel.example · +34 600 000 000',
    )
  })
})
