import { notFound } from 'next/navigation'

import type { Locale } from '@i18n/locales'
import { PageBody, PageHero, Section } from '@/components/ui/section'
import { translator } from '@/platform/i18n'
import { cms } from '@/app/(frontend)/_lib/cms'
import { readCompany } from '@/features/content/company'
import { formatEuros } from '../pricing'
import { proposalTotal } from './from-trip'
import { MAX_CHANGES_NOTE } from './answer'
import { itemsOf, proposalOfToken } from './store'

const button =
  'inline-flex items-center justify-center rounded-lg px-5 py-3 text-sm font-semibold shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

const lines = (text: string | null | undefined) =>
  (text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)

/**
 * The school's private page for one proposal (the link in its mail): the proposal as sent, with Accept and Ask for
 * changes. A link that is wrong, expired or already answered is a 404 with its own explanation (not-found.tsx
 * beside the route); right after answering, the form comes back here with `answered` to thank them.
 */
export async function ProposalPage({ locale, token, answered }: { locale: Locale; token: string; answered?: string }) {
  const t = translator(locale)
  const payload = await cms()
  const { proposal, refusal } = await proposalOfToken(payload, token)
  if (!proposal) notFound()
  if (refusal) {
    if (refusal === 'answered' && answered && answered === proposal.status)
      return (
        <PageBody>
          <PageHero title={t(`proposal.done.${proposal.status}.title`)} />
          <Section>
            <p className="max-w-2xl text-lg text-slate-700">{t(`proposal.done.${proposal.status}.text`)}</p>
          </Section>
        </PageBody>
      )
    notFound()
  }
  // The terms the PDF prints (Company details › Proposal terms, else the standard text): the page says the same.
  const company = await readCompany(payload, locale)
  const items = itemsOf(proposal)
  const money = (cents: number) => formatEuros(cents, locale)
  const validUntil = new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Madrid',
  }).format(new Date(proposal.validUntil))
  return (
    <PageBody>
      <PageHero title={proposal.title} subtitle={t('proposal.page.validUntil', { date: validUntil })} />
      <Section>
        <div className="max-w-3xl space-y-8 text-slate-700">
          {lines(proposal.outline).length > 0 && (
            <div>
              <h2 className="text-xl font-semibold text-brand-900">{t('proposal.pdf.outline')}</h2>
              <ul className="mt-2 list-disc pl-5">
                {lines(proposal.outline).map((l) => (
                  <li key={l}>{l}</li>
                ))}
              </ul>
            </div>
          )}
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="mb-2 text-left text-xl font-semibold text-brand-900">
                {t('proposal.pdf.price')}
              </caption>
              <thead>
                <tr className="border-b border-slate-400">
                  <th scope="col" className="py-2">
                    {t('proposal.pdf.item')}
                  </th>
                  <th scope="col" className="py-2 text-right">
                    {t('proposal.pdf.quantity')}
                  </th>
                  <th scope="col" className="py-2 text-right">
                    {t('proposal.pdf.unit')}
                  </th>
                  <th scope="col" className="py-2 text-right">
                    {t('proposal.pdf.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((item, i) => (
                  <tr key={i} className="border-b border-slate-200">
                    <td className="py-2">{item.label}</td>
                    <td className="py-2 text-right">{item.quantity}</td>
                    <td className="py-2 text-right">
                      {money(item.unitCents)} / {t(`proposal.pdf.per.${item.per}`)}
                    </td>
                    <td className="py-2 text-right">{money(item.quantity * item.unitCents)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3} className="py-2 text-left">
                    {t('proposal.pdf.total')}
                  </th>
                  <td className="py-2 text-right font-semibold" data-testid="proposal-total">
                    {money(proposalTotal(items))}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
          {[
            ['proposal.pdf.includes', proposal.includes],
            ['proposal.pdf.excludes', proposal.excludes],
          ].map(([heading, text]) =>
            lines(text).length ? (
              <div key={heading}>
                <h2 className="text-xl font-semibold text-brand-900">{t(heading!)}</h2>
                <ul className="mt-2 list-disc pl-5">
                  {lines(text).map((l) => (
                    <li key={l}>{l}</li>
                  ))}
                </ul>
              </div>
            ) : null,
          )}
          {proposal.notes ? <p>{proposal.notes}</p> : null}
          <div>
            <h2 className="text-xl font-semibold text-brand-900">{t('proposal.pdf.payment')}</h2>
            <p className="whitespace-pre-line">{company.proposalPaymentTerms?.trim() || t('proposal.terms.payment')}</p>
            <h2 className="mt-4 text-xl font-semibold text-brand-900">{t('proposal.pdf.cancellation')}</h2>
            <p className="whitespace-pre-line">
              {company.proposalCancellationTerms?.trim() || t('proposal.terms.cancellation')}
            </p>
          </div>
          <div className="grid gap-6 md:grid-cols-2">
            <form method="post" action="/api/proposals/answer" className="space-y-3">
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="lang" value={locale} />
              <input type="hidden" name="answer" value="accepted" />
              <p>{t('proposal.page.acceptText')}</p>
              <button type="submit" className={`${button} bg-accent-700 text-white hover:bg-accent-800`}>
                {t('proposal.page.accept')}
              </button>
            </form>
            <form method="post" action="/api/proposals/answer" className="space-y-3">
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="lang" value={locale} />
              <input type="hidden" name="answer" value="changes_requested" />
              <label htmlFor="proposal-note" className="block">
                {t('proposal.page.changesLabel')}
              </label>
              <textarea
                id="proposal-note"
                name="note"
                rows={4}
                maxLength={MAX_CHANGES_NOTE}
                className="w-full rounded-lg border border-slate-300 p-2"
              />
              <button type="submit" className={`${button} border border-slate-300 bg-white text-brand-900`}>
                {t('proposal.page.changes')}
              </button>
            </form>
          </div>
        </div>
      </Section>
    </PageBody>
  )
}
