import Link from 'next/link'
import React from 'react'

import { ui } from '@/platform/admin/ui/ui'

type Language = 'en' | 'es'

/** The panel's texts in the admin's two languages, like the company warning. */
const texts: Record<Language, { title: string; body: string; count: (n: number) => string }> = {
  en: {
    title: 'Pages missing Spanish texts',
    body: 'These have texts in English that are empty in Spanish, so the Spanish site shows the English ones there. Open one and switch the Locale to Español to translate them.',
    count: (n) => (n === 1 ? '1 text' : `${n} texts`),
  },
  es: {
    title: 'Páginas con textos sin traducir al español',
    body: 'Tienen textos en inglés que están vacíos en español, así que la web en español muestra ahí los ingleses. Abra cada una y elija Español en el selector de idioma de la parte superior para traducirlos.',
    count: (n) => (n === 1 ? '1 texto' : `${n} textos`),
  },
}

export type UntranslatedLink = { slug: string; label: string; href: string; missing: number }

/**
 * Lists the page globals (and the company details) whose Spanish texts are empty where the English ones are
 * not, with links to their edit screens: the globals' counterpart of the collections' "Spanish translation"
 * column. Rendered on the server in the admin's language; nothing is shown once everything is translated.
 */
export function MissingSpanish({ globals, language }: { globals: UntranslatedLink[]; language: string }) {
  if (!globals.length) return null
  const text = texts[language === 'es' ? 'es' : 'en']
  return (
    <section className={`${ui}__panel`} data-testid="missing-spanish" aria-labelledby="missing-spanish-title">
      <h2 id="missing-spanish-title" className={`${ui}__section-title`}>
        {text.title}
      </h2>
      <p className={`${ui}__hint`}>{text.body}</p>
      <ul style={{ margin: 'calc(var(--base) * 0.5) 0 0', paddingLeft: 'calc(var(--base) * 1)' }}>
        {globals.map((global) => (
          <li key={global.slug}>
            <Link href={global.href} style={{ fontWeight: 600 }}>
              {global.label}
            </Link>{' '}
            ({text.count(global.missing)})
          </li>
        ))}
      </ul>
    </section>
  )
}
