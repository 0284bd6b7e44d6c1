import type { CompanyDetails } from '@/features/content/company'

/** Company details as a proposal PDF prints them (the unit test of the PDF). */
export const pdfCompany = {
  legalName: 'Viajes Escolares Madrid S.L.',
  tradeName: 'Madrid Edu Travel',
  tourismLicence: 'CICMA 1234',
  registeredAddress: 'Calle Mayor 1, 28013 Madrid',
  email: 'hello@agency.test',
  phone: '+34 910 000 000',
} as CompanyDetails
