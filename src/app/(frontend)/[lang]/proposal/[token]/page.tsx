import type { Metadata } from 'next'

import { ProposalPage } from '@/features/trips/proposals/proposal-page'

import { type LangProps, pageLocale } from '@/app/(frontend)/_lib/locale-page'

type Props = { params: Promise<{ lang: string; token: string }>; searchParams: Promise<{ answered?: string }> }

// A private page read per request: never cached, never rendered ahead.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: LangProps): Promise<Metadata> {
  const { t } = await pageLocale(params)
  // A personal link: never in search results.
  return { title: t('proposal.meta.title'), robots: { index: false, follow: false } }
}

export default async function Page({ params, searchParams }: Props) {
  const { locale } = await pageLocale(params)
  const { token } = await params
  const { answered } = await searchParams
  return <ProposalPage locale={locale} token={token} answered={answered} />
}
