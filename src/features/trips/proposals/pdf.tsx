import { Document, Page, pdf, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer'
import React from 'react'

import type { Locale } from '@i18n/locales'
import type { CompanyDetails } from '@/features/content/company'
import { translator } from '@/platform/i18n'
import { formatEuros } from '../pricing'
import { type LineItem, proposalTotal } from './from-trip'

/** What the PDF prints: the proposal as saved, in its language. */
export type ProposalForPdf = {
  title: string
  locale: Locale
  outline?: string | null
  items: LineItem[]
  includes?: string | null
  excludes?: string | null
  notes?: string | null
  validUntil: string
  organisation: string
  recipient: string
}

const brand = '#b4232a'

const styles = StyleSheet.create({
  page: { padding: 40, fontSize: 10, fontFamily: 'Helvetica', color: '#1f2328', lineHeight: 1.4 },
  header: { borderBottom: `2 solid ${brand}`, paddingBottom: 8, marginBottom: 14 },
  brand: { fontSize: 16, fontFamily: 'Helvetica-Bold', color: brand },
  muted: { color: '#57606a', fontSize: 9 },
  h1: { fontSize: 14, fontFamily: 'Helvetica-Bold', marginBottom: 6 },
  h2: { fontSize: 11, fontFamily: 'Helvetica-Bold', marginTop: 12, marginBottom: 4, color: brand },
  row: { flexDirection: 'row', borderBottom: '0.5 solid #d0d7de', paddingVertical: 3 },
  headRow: { flexDirection: 'row', borderBottom: '1 solid #1f2328', paddingVertical: 3 },
  cLabel: { flex: 5 },
  cQty: { flex: 1, textAlign: 'right' },
  cPer: { flex: 1.4, textAlign: 'right' },
  cUnit: { flex: 1.6, textAlign: 'right' },
  cSum: { flex: 1.8, textAlign: 'right' },
  bold: { fontFamily: 'Helvetica-Bold' },
})

const lines = (text: string | null | undefined) =>
  (text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)

/** The proposal as a document: organiser, itinerary outline, items and total, inclusions, terms and validity. */
function ProposalDocument({ proposal, company }: { proposal: ProposalForPdf; company: CompanyDetails }) {
  const t = translator(proposal.locale)
  const money = (cents: number) => formatEuros(cents, proposal.locale)
  const date = new Intl.DateTimeFormat(proposal.locale === 'es' ? 'es-ES' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Madrid',
  }).format(new Date(proposal.validUntil))
  const list = (items: string[]) => items.map((item) => <Text key={item}>• {item}</Text>)
  return (
    <Document title={proposal.title} author={company.legalName} language={proposal.locale}>
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <Text style={styles.brand}>{company.tradeName}</Text>
          <Text style={styles.muted}>
            {t('proposal.pdf.organiser')}: {company.legalName} · {t('proposal.pdf.licence')}: {company.tourismLicence}
          </Text>
          <Text style={styles.muted}>{company.registeredAddress}</Text>
          <Text style={styles.muted}>
            {company.email} · {company.phone}
          </Text>
        </View>
        <Text style={styles.h1}>{proposal.title}</Text>
        <Text>
          {t('proposal.pdf.for')}: {proposal.recipient}
          {proposal.organisation ? `, ${proposal.organisation}` : ''}
        </Text>

        {lines(proposal.outline).length > 0 && (
          <>
            <Text style={styles.h2}>{t('proposal.pdf.outline')}</Text>
            {list(lines(proposal.outline))}
          </>
        )}

        <Text style={styles.h2}>{t('proposal.pdf.price')}</Text>
        <View style={styles.headRow}>
          <Text style={[styles.cLabel, styles.bold]}>{t('proposal.pdf.item')}</Text>
          <Text style={[styles.cQty, styles.bold]}>{t('proposal.pdf.quantity')}</Text>
          <Text style={[styles.cPer, styles.bold]}>{t('proposal.pdf.per')}</Text>
          <Text style={[styles.cUnit, styles.bold]}>{t('proposal.pdf.unit')}</Text>
          <Text style={[styles.cSum, styles.bold]}>{t('proposal.pdf.amount')}</Text>
        </View>
        {proposal.items.map((item, i) => (
          <View key={i} style={styles.row} wrap={false}>
            <Text style={styles.cLabel}>{item.label}</Text>
            <Text style={styles.cQty}>{item.quantity}</Text>
            <Text style={styles.cPer}>{t(`proposal.pdf.per.${item.per}`)}</Text>
            <Text style={styles.cUnit}>{money(item.unitCents)}</Text>
            <Text style={styles.cSum}>{money(item.quantity * item.unitCents)}</Text>
          </View>
        ))}
        <View style={styles.row}>
          <Text style={[styles.cLabel, styles.bold]}>{t('proposal.pdf.total')}</Text>
          <Text style={[styles.cSum, styles.bold]}>{money(proposalTotal(proposal.items))}</Text>
        </View>

        {lines(proposal.includes).length > 0 && (
          <>
            <Text style={styles.h2}>{t('proposal.pdf.includes')}</Text>
            {list(lines(proposal.includes))}
          </>
        )}
        {lines(proposal.excludes).length > 0 && (
          <>
            <Text style={styles.h2}>{t('proposal.pdf.excludes')}</Text>
            {list(lines(proposal.excludes))}
          </>
        )}
        {proposal.notes ? (
          <>
            <Text style={styles.h2}>{t('proposal.pdf.notes')}</Text>
            <Text>{proposal.notes}</Text>
          </>
        ) : null}

        <Text style={styles.h2}>{t('proposal.pdf.payment')}</Text>
        <Text>{company.proposalPaymentTerms?.trim() || t('proposal.terms.payment')}</Text>
        <Text style={styles.h2}>{t('proposal.pdf.cancellation')}</Text>
        <Text>{company.proposalCancellationTerms?.trim() || t('proposal.terms.cancellation')}</Text>

        <Text style={styles.h2}>{t('proposal.pdf.validity')}</Text>
        <Text>{t('proposal.pdf.validUntil', { date })}</Text>
      </Page>
    </Document>
  )
}

/**
 * The proposal's PDF, in its language. `compress: false` leaves the page streams readable, for the tests to read
 * the figures back; the mails get the compressed file.
 */
export async function renderProposalPdf(
  proposal: ProposalForPdf,
  company: CompanyDetails,
  { compress = true }: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = <ProposalDocument proposal={proposal} company={company} />
  if (compress) return renderToBuffer(doc)
  // @react-pdf renders uncompressed only through toString (deprecated, still in v4); its page streams are ASCII.
  return Buffer.from(await pdf(doc).toString(), 'latin1')
}
