import Link from 'next/link'
import React from 'react'

import { ui } from '@admin-views/shared/ui'
import type { legalIdentifiers } from '@/lib/content/company'
import { defaultLocale, isLocale, type Locale } from '@i18n/locales'

type Identifier = (typeof legalIdentifiers)[number]

/** The warning's texts in the admin's two languages (the rest of the Dashboard is English, SPEC §8). */
const texts: Record<Locale, { title: string; body: string; action: string; fields: Record<Identifier, string> }> = {
  en: {
    title: 'The legal notice still shows placeholders',
    body: 'These company details are still empty or placeholders in brackets, and the law requires the real ones on the website (legal notice, privacy policy, footer):',
    action: 'Fill in the company details',
    fields: {
      legalName: 'Legal name',
      taxId: 'Tax ID (NIF/CIF)',
      registeredAddress: 'Registered office address',
      tourismLicence: 'Travel agency licence number',
      cicma: 'CICMA',
    },
  },
  es: {
    title: 'El aviso legal todavía muestra datos provisionales',
    body: 'Estos datos de la empresa siguen vacíos o entre corchetes, y la ley exige que el sitio web muestre los reales (aviso legal, política de privacidad, pie de página):',
    action: 'Completar los datos de la empresa',
    fields: {
      legalName: 'Denominación social',
      taxId: 'NIF/CIF',
      registeredAddress: 'Domicilio social',
      tourismLicence: 'Número de licencia de agencia de viajes',
      cicma: 'CICMA',
    },
  },
}

/**
 * Shown on the Dashboard while any legal identifier of the published company details is a placeholder
 * ("[NIF]") or empty, with a link to the global's edit screen. Rendered on the server in the admin's language.
 */
export function CompanyWarning({ missing, language, href }: { missing: Identifier[]; language: string; href: string }) {
  const text = texts[isLocale(language) ? language : defaultLocale]
  return (
    <div className={`${ui}__alert`} role="alert" data-testid="company-warning">
      <p>
        <strong>{text.title}.</strong> {text.body} {missing.map((field) => text.fields[field]).join(', ')}.
      </p>
      <p style={{ marginTop: 'calc(var(--base) * 0.4)' }}>
        <Link href={href} style={{ color: 'inherit', fontWeight: 600, textDecoration: 'underline' }}>
          {text.action}
        </Link>
      </p>
    </div>
  )
}
