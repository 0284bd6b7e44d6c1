import { describe, expect, it } from 'vitest'

import {
  isPlaceholder,
  isWebAddress,
  launchChecklist,
  missingLegalIdentifiers,
  withoutMadeUpDetails,
} from '@/features/content/company'
import { companyLine } from '@/platform/mail/company-footer'
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

  const real = {
    ...seed,
    legalName: 'Viajes Educativos Madrid SL',
    taxId: 'B12345678',
    registeredAddress: 'Calle Mayor 1, 28013 Madrid',
    tourismLicence: 'CIAM-1234',
    cicma: 'CICMA 4321',
    erasmusOid: 'E10123456',
    email: 'info@viajeseducativos.es',
    phone: '+34 915 555 123',
    whatsapp: '+34 655 555 123',
    socialLinks: [{ network: 'instagram' as const, url: 'https://www.instagram.com/viajeseducativos' }],
  }

  it('list every detail of the seed to replace before launch, and none of real details', () => {
    expect(launchChecklist(seed)).toEqual([
      { field: 'legalName', problem: 'placeholder' },
      { field: 'taxId', problem: 'placeholder' },
      { field: 'registeredAddress', problem: 'placeholder' },
      { field: 'tourismLicence', problem: 'placeholder' },
      { field: 'cicma', problem: 'placeholder' },
      { field: 'erasmusOid', problem: 'placeholder' },
      { field: 'email', problem: 'placeholder' },
      { field: 'phone', problem: 'placeholder' },
      { field: 'whatsapp', problem: 'placeholder' },
      { field: 'socialLinks', problem: 'placeholder' },
    ])
    expect(launchChecklist(real)).toEqual([])
    // Optional details may stay empty; required ones may not.
    expect(launchChecklist({ ...real, whatsapp: '', erasmusOid: null, socialLinks: [], taxId: ' ' })).toEqual([
      { field: 'taxId', problem: 'missing' },
    ])
    expect(launchChecklist(null).map(({ field }) => field)).toEqual([
      'legalName',
      'taxId',
      'registeredAddress',
      'tourismLicence',
      'cicma',
      'email',
      'phone',
    ])
  })

  it('leave example values out of what the live site and the mails show, and keep real ones', () => {
    const shown = withoutMadeUpDetails(seed)
    for (const field of ['legalName', 'taxId', 'tourismLicence', 'cicma', 'erasmusOid', 'email', 'phone'] as const)
      expect(shown[field], field).toBe('')
    expect(shown.socialLinks).toEqual([])
    expect(shown.tradeName).toBe('Madrid Edu Travel')
    expect(companyLine(shown)).toBe('Madrid Edu Travel')
    expect(withoutMadeUpDetails(real)).toEqual(real)
  })
})
