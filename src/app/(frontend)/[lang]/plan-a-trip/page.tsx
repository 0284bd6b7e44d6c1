import type { Metadata } from 'next'

import { PlanATrip } from '@/features/trips/plan-a-trip-page'

import { type LangProps, pageLocale, pageMetadata, renderOnFirstRequest } from '@/app/(frontend)/_lib/locale-page'

export const generateStaticParams = renderOnFirstRequest

export async function generateMetadata({ params }: LangProps): Promise<Metadata> {
  const { locale, t } = await pageLocale(params)
  return pageMetadata(locale, {
    title: t('trip.meta.title'),
    description: t('trip.meta.description'),
    path: '/plan-a-trip',
  })
}

export default async function PlanATripPage({ params }: LangProps) {
  const { locale } = await pageLocale(params)
  return <PlanATrip locale={locale} />
}
