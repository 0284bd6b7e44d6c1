import { createIntl, type IntlShape } from '@formatjs/intl'
import Link from 'next/link'
import { Fragment, type ReactNode } from 'react'

import { defaultLocale, type Locale } from '@i18n/locales'
import { messages, type Translate } from '@/lib/i18n'
import { Section } from './ui/section'

/** "Last updated" of the legal notice, privacy policy and cookies policy (ISO date). */
export const LEGAL_LAST_UPDATED = '2026-11-22'

const dateLocales: Record<Locale, string> = { en: 'en-GB', es: 'es-ES' }

export type LegalSection = { id: string; title: string; children: ReactNode }

/**
 * A long-form legal document: a centred reading column with the last-updated date, an optional
 * introduction, a table of contents and numbered h2 sections (anchors `#<id>`). Content inside sections
 * may use plain <p>, <ul>, <h3>, <dl> and <table>: they are styled here.
 */
export function LegalDocument({
  locale,
  t,
  intro,
  sections,
  updated: updatedOn = LEGAL_LAST_UPDATED,
}: {
  locale: Locale
  t: Translate
  intro?: ReactNode
  sections: LegalSection[]
  /** Its own "last updated" date (ISO), when the document is versioned apart from the others. */
  updated?: string
}) {
  const updated = new Intl.DateTimeFormat(dateLocales[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${updatedOn}T00:00:00Z`),
  )
  return (
    <Section>
      <div className="mx-auto max-w-3xl text-slate-700">
        <p className="text-sm text-slate-600">
          {t('legal.document.lastUpdated')} <time dateTime={updatedOn}>{updated}</time>
        </p>
        {intro && <div className={`mt-6 text-lg ${prose}`}>{intro}</div>}

        <nav aria-labelledby="legal-contents" className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-6">
          <h2 id="legal-contents" className="text-base font-semibold text-brand-900">
            {t('legal.document.contents')}
          </h2>
          <ol className="mt-3 grid gap-x-8 gap-y-2 sm:grid-cols-2">
            {sections.map((section, i) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-700 underline hover:text-brand-900">
                  {i + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {sections.map((section, i) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="mt-12 scroll-mt-24"
          >
            <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight text-brand-900">
              {i + 1}. {section.title}
            </h2>
            <div className={`mt-4 leading-relaxed ${prose}`}>{section.children}</div>
          </section>
        ))}
      </div>
    </Section>
  )
}

/** Typography for the content of a section (no typography plugin in this project). */
const prose = [
  '[&_p]:mt-4 [&_p:first-child]:mt-0',
  '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-brand-900',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-900',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
].join(' ')

/** Company identification as a description list (label / value pairs, already translated). */
export function DetailsList({ items }: { items: { label: string; value: string }[] }) {
  return (
    <dl className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200">
      {items.map((item) => (
        <div key={item.label} className="grid gap-1 px-5 py-3 sm:grid-cols-3 sm:gap-4">
          <dt className="font-semibold text-slate-900">{item.label}</dt>
          <dd className="sm:col-span-2">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The website owner's identifiers (LSSI-CE art. 10); placeholders in `legal.company.<field>.value` until filled in. */
export type CompanyField = 'name' | 'nif' | 'address' | 'email' | 'registry' | 'licence'

export function companyDetails(t: Translate, fields: CompanyField[]): { label: string; value: string }[] {
  return fields.map((field) => ({ label: t(`legal.company.${field}.label`), value: t(`legal.company.${field}.value`) }))
}

/** A data table with a (visually hidden) caption and column headers; the first cell of each row is its header. */
export function LegalTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: ReactNode[][] }) {
  return (
    // Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="mt-6 overflow-x-auto rounded-2xl border border-slate-200"
    >
      <table className={`w-full border-collapse text-left text-sm ${columns.length > 2 ? 'min-w-[36rem]' : ''}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map(([head, ...cells], i) => (
            <tr key={i} className="align-top">
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {head}
              </th>
              {cells.map((cell, j) => (
                <td key={j} className="px-4 py-3">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Tag name in a message → where it links: `<privacy>privacy policy</privacy>` with `{ privacy: '/privacy' }`. */
export type MessageLinks = Record<string, string>

const richIntl = new Map<Locale, IntlShape<ReactNode>>()

/** Tags every message may use besides its links. */
const textTags = {
  strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
  code: (chunks: ReactNode[]) => (
    <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-sm text-slate-900">{chunks}</code>
  ),
}

/**
 * A message that may contain <strong>, <code> and link tags, as React nodes. Internal paths use
 * next/link; http(s) and mailto addresses are plain anchors. A missing id throws, like `t`.
 */
export function richMessage(
  locale: Locale,
  id: string,
  links: MessageLinks = {},
  values: Record<string, string | number> = {},
): ReactNode {
  if (!(id in messages[locale])) throw new Error(`Missing message "${id}" (${locale})`)
  let intl = richIntl.get(locale)
  if (!intl) {
    intl = createIntl<ReactNode>({ locale, messages: messages[locale], defaultLocale })
    richIntl.set(locale, intl)
  }
  const linkTags = Object.fromEntries(
    Object.entries(links).map(([tag, href]) => [
      tag,
      (chunks: ReactNode[]) =>
        href.startsWith('/') ? (
          <Link href={href} className="text-brand-700 underline hover:text-brand-900">
            {chunks}
          </Link>
        ) : (
          <a href={href} className="text-brand-700 underline hover:text-brand-900">
            {chunks}
          </a>
        ),
    ]),
  )
  const parts = intl.formatMessage({ id }, { ...values, ...textTags, ...linkTags })
  // Each part keyed by its position. (Children.toArray gives keys too, but React 19 still warns about the
  // unkeyed elements it copies them from.)
  return Array.isArray(parts) ? parts.map((part, i) => <Fragment key={i}>{part}</Fragment>) : parts
}

/** The ids `<prefix>.1`, `<prefix>.2`, … present in the catalog, in order: one per paragraph or list item. */
export function numberedIds(locale: Locale, prefix: string): string[] {
  const ids: string[] = []
  for (let n = 1; `${prefix}.${n}` in messages[locale]; n++) ids.push(`${prefix}.${n}`)
  if (ids.length === 0) throw new Error(`No messages "${prefix}.1…" (${locale})`)
  return ids
}

/** Numbered messages as paragraphs (links allowed, see `richMessage`). */
export function Paragraphs({
  locale,
  prefix,
  links,
  values,
}: {
  locale: Locale
  prefix: string
  links?: MessageLinks
  values?: Record<string, string | number>
}) {
  return (
    <>
      {numberedIds(locale, prefix).map((id) => (
        <p key={id}>{richMessage(locale, id, links, values)}</p>
      ))}
    </>
  )
}

/** Numbered messages as a bulleted list (links allowed, see `richMessage`). */
export function BulletList({
  locale,
  prefix,
  links,
  values,
}: {
  locale: Locale
  prefix: string
  links?: MessageLinks
  values?: Record<string, string | number>
}) {
  return (
    <ul>
      {numberedIds(locale, prefix).map((id) => (
        <li key={id}>{richMessage(locale, id, links, values)}</li>
      ))}
    </ul>
  )
}
