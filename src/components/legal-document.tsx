import type { ReactNode } from 'react'

import type { Locale } from '@i18n/locales'
import type { CompanyDetails } from '@/features/content/company'
import type { Translate } from '@/platform/i18n'
import { isEmptyRichText, RichText, type RichTextValue } from './rich-text'
import { Section } from './ui/section'

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
  updated: updatedOn,
}: {
  locale: Locale
  t: Translate
  intro?: ReactNode
  sections: LegalSection[]
  /** The "last updated" date (ISO: a day, or a timestamp whose UTC day counts). */
  updated: string
}) {
  const day = updatedOn.slice(0, 10)
  const updated = new Intl.DateTimeFormat(dateLocales[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )
  return (
    <Section>
      <div className="mx-auto max-w-3xl text-slate-700">
        <p className="text-sm text-slate-600">
          {t('legal.document.lastUpdated')} <time dateTime={day}>{updated}</time>
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
  '[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
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

/** The company identifiers a legal page lists (LSSI-CE art. 10, GDPR art. 13), from the company details. */
export type CompanyField =
  'legalName' | 'tradeName' | 'taxId' | 'registeredAddress' | 'email' | 'tourismLicence' | 'cicma'

/**
 * Label / value rows of the company's identifiers (labels are the interface's, values the company details'). A
 * detail without a value (in production, one still a placeholder: src/features/content/company.ts) has no row.
 */
export function companyRows(
  t: Translate,
  company: CompanyDetails,
  fields: CompanyField[],
): { label: string; value: string }[] {
  return fields
    .filter((field) => company[field])
    .map((field) => ({ label: t(`companyDetails.${field}`), value: company[field] ?? '' }))
}

/** The values `{email}`, `{phone}`, `{tradeName}`, `{legalName}` in a legal page's texts stand for. */
export const companyValues = (company: CompanyDetails): Record<string, string> => ({
  email: company.email,
  phone: company.phone,
  tradeName: company.tradeName,
  legalName: company.legalName,
})

/** A legal page's content as editors keep it (the page globals page-legal, page-privacy, page-cookies). */
export type LegalContent = {
  intro?: RichTextValue
  sections?:
    | {
        id?: string | null
        anchor: string
        title: string
        body?: RichTextValue
        insert?: string | null
        after?: RichTextValue
      }[]
    | null
}

/**
 * The sections of a legal page from its content: each section's text, then the block the page builds for
 * its `insert` (the company's details, a table), then its text after that block.
 */
export function legalSections(
  content: LegalContent,
  values: Record<string, string>,
  inserts: Record<string, ReactNode>,
): LegalSection[] {
  return (content.sections ?? []).map((section) => ({
    id: section.anchor,
    title: section.title,
    children: (
      <>
        <RichText value={section.body} values={values} />
        {section.insert ? inserts[section.insert] : null}
        {!isEmptyRichText(section.after) && <RichText value={section.after} values={values} />}
      </>
    ),
  }))
}

/** A legal page's opening text, or nothing when it is empty. */
export const legalIntro = (content: LegalContent, values: Record<string, string>) =>
  isEmptyRichText(content.intro) ? undefined : <RichText value={content.intro} values={values} />

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
