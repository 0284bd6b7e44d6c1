import type { Locale } from '@i18n/locales'
import type { CompanyDetails } from '@/features/content/content-types'

/**
 * Today's company details. The legal identifiers are placeholders in brackets until the agency enters its
 * real ones in the admin (the Dashboard warns until then); the contact details are the site's current ones.
 */
export const companySeed: {
  shared: Omit<CompanyDetails, 'businessHours' | 'description' | 'officeAddress'>
  officeAddress: Record<Locale, string>
  businessHours: Record<Locale, string>
  description: Record<Locale, string>
} = {
  shared: {
    legalName: '[Company name]',
    tradeName: 'Madrid Edu Travel',
    taxId: '[NIF]',
    registeredAddress: '[Registered address], Madrid',
    tourismLicence: '[Tourism licence number]',
    cicma: '[CICMA]',
    erasmusOid: 'E10XXXXXX',
    email: 'info@madrid-edu-travel.example',
    phone: '+34 600 000 000',
    whatsapp: '+34 600 000 000',
    socialLinks: [
      { network: 'instagram', url: 'https://www.instagram.com/' },
      { network: 'linkedin', url: 'https://www.linkedin.com/' },
      { network: 'facebook', url: 'https://www.facebook.com/' },
    ],
  },
  officeAddress: { en: 'Madrid, Spain', es: 'Madrid, España' },
  businessHours: { en: 'Mon-Fri 9:00 AM - 6:00 PM CET', es: 'Lun-Vie 9:00 - 18:00 CET' },
  description: {
    en: 'Educational school trips and Erasmus+ mobility, organised end to end from Madrid: travel, accommodation, cultural visits and bilingual coordinators on site.',
    es: 'Viajes educativos para centros escolares y movilidad Erasmus+, organizados de principio a fin desde Madrid: transporte, alojamiento, visitas culturales y coordinadores bilingües sobre el terreno.',
  },
}
