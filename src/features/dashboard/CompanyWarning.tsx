import Link from 'next/link'
import React from 'react'

import { ui } from '@/platform/admin/ui/ui'
import type { LaunchDetail, LaunchProblem } from '@/features/content/company'
import { defaultLocale, isLocale, type Locale } from '@i18n/locales'

type Texts = {
  title: string
  body: string
  missing: string
  placeholder: string
  fields: Record<LaunchDetail, string>
}

/** The checklist's texts in the admin's two languages. */
const texts: Record<Locale, Texts> = {
  en: {
    title: 'Before launch: replace these company details',
    body: 'The site and the e-mails still show example values or nothing for these details; the law requires the real ones (legal notice, privacy policy, footer). On the live site, a line whose value is still an example is left out.',
    missing: 'empty',
    placeholder: 'example value',
    fields: {
      legalName: 'Legal name',
      taxId: 'Tax ID (NIF/CIF)',
      registeredAddress: 'Registered office address',
      tourismLicence: 'Travel agency licence number',
      cicma: 'CICMA',
      erasmusOid: 'Erasmus+ organisation ID (OID)',
      email: 'Contact e-mail address',
      phone: 'Phone',
      whatsapp: 'WhatsApp number',
      socialLinks: 'Social links (a network’s home page instead of the agency’s profile)',
    },
  },
  es: {
    title: 'Antes de publicar la web: sustituya estos datos de la empresa',
    body: 'La web y los correos todavía muestran valores de ejemplo o nada en estos datos; la ley exige los reales (aviso legal, política de privacidad, pie de página). En la web publicada se omite la línea cuyo valor siga siendo de ejemplo.',
    missing: 'vacío',
    placeholder: 'valor de ejemplo',
    fields: {
      legalName: 'Denominación social',
      taxId: 'NIF/CIF',
      registeredAddress: 'Domicilio social',
      tourismLicence: 'Número de licencia de agencia de viajes',
      cicma: 'CICMA',
      erasmusOid: 'Código de organización Erasmus+ (OID)',
      email: 'Correo electrónico de contacto',
      phone: 'Teléfono',
      whatsapp: 'Número de WhatsApp',
      socialLinks: 'Redes sociales (la página principal de la red en lugar del perfil de la agencia)',
    },
  },
}

/**
 * The launch checklist on the Dashboard: every company detail still empty or an example value (src/platform/content/
 * company.ts, launchChecklist), each linked to its field on the company details' screen. Shown while any is left;
 * rendered on the server in the admin's language.
 */
export function CompanyWarning({
  problems,
  language,
  href,
}: {
  problems: LaunchProblem[]
  language: string
  href: string
}) {
  const text = texts[isLocale(language) ? language : defaultLocale]
  return (
    <div className={`${ui}__alert`} role="alert" data-testid="company-warning">
      <p>
        <strong>{text.title}.</strong> {text.body}
      </p>
      <ul data-testid="launch-checklist" style={{ margin: 'calc(var(--base) * 0.4) 0 0', paddingLeft: '1.2em' }}>
        {problems.map(({ field, problem }) => (
          <li key={field}>
            {/* Not prefetched: ten links to one heavy admin screen would each be fetched as the Dashboard opens. */}
            <Link
              href={`${href}#field-${field}`}
              prefetch={false}
              style={{ color: 'inherit', fontWeight: 600, textDecoration: 'underline' }}
            >
              {text.fields[field]}
            </Link>{' '}
            ({problem === 'missing' ? text.missing : text.placeholder})
          </li>
        ))}
      </ul>
    </div>
  )
}
