import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { BulletList, LegalDocument, LegalTable, Paragraphs } from '@/components/legal-document'
import { PageBody, PageHero } from '@/components/ui/section'

import { renderOnFirstRequest, type LangProps, pageLocale, pageMetadata } from '@/app/(frontend)/_lib/locale-page'

export const generateStaticParams = renderOnFirstRequest

export async function generateMetadata({ params }: LangProps): Promise<Metadata> {
  const { locale, t } = await pageLocale(params)
  return pageMetadata(locale, {
    title: t('cookies.meta.title'),
    description: t('cookies.meta.description'),
    path: '/cookies',
  })
}

/**
 * The cookies the site sets today (LSSI-CE art. 22.2): the `language` cookie written by the EN/ES toggle and
 * the proxy, and Payload's `payload-token` session cookie, set only for staff (prefix `payload`, 2-hour token).
 */
const cookiesInUse = [
  { name: 'language', key: 'language' },
  { name: 'payload-token', key: 'session' },
] as const

export default async function CookiesPolicyPage({ params }: LangProps) {
  const { locale, t } = await pageLocale(params)
  const email = t('legal.company.email.value')
  const links = { privacy: '/privacy' }
  const p = (prefix: string) => <Paragraphs locale={locale} prefix={prefix} links={links} values={{ email }} />
  const section = (id: string, children: ReactNode) => ({ id, title: t(`cookies.${id}.title`), children })

  return (
    <PageBody>
      <PageHero title={t('cookies.title')} subtitle={t('cookies.subtitle')} />
      <LegalDocument
        locale={locale}
        t={t}
        intro={p('cookies.intro')}
        sections={[
          section('what', p('cookies.what.p')),
          section(
            'used',
            <>
              {p('cookies.used.p')}
              <LegalTable
                caption={t('cookies.used.caption')}
                columns={[
                  t('cookies.used.col.name'),
                  t('cookies.used.col.purpose'),
                  t('cookies.used.col.duration'),
                  t('cookies.used.col.type'),
                ]}
                rows={cookiesInUse.map((cookie) => [
                  <code key="name" className="font-mono">
                    {cookie.name}
                  </code>,
                  t(`cookies.used.${cookie.key}.purpose`),
                  t(`cookies.used.${cookie.key}.duration`),
                  t(`cookies.used.${cookie.key}.type`),
                ])}
              />
              {p('cookies.used.after')}
            </>,
          ),
          section(
            'kinds',
            <>
              {p('cookies.kinds.p')}
              <BulletList locale={locale} prefix="cookies.kinds.list" />
              {p('cookies.kinds.after')}
            </>,
          ),
          section('manage', p('cookies.manage.p')),
          section('updates', p('cookies.updates.p')),
        ]}
      />
    </PageBody>
  )
}
