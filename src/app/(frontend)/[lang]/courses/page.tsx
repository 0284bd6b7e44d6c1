import type { Metadata } from 'next'

import { ButtonLink, CtaBanner } from '@/components/ui/button-link'
import { Card, CardGrid, CheckList } from '@/components/ui/cards'
import { PageBody, PageHero, Section, SectionHeading } from '@/components/ui/section'
import { type Course, courseCalendar, courses, formatSession } from '@/lib/content/courses'
import type { Translate } from '@/lib/i18n'

import { renderOnFirstRequest, type LangProps, pageLocale, pageMetadata } from '@/app/(frontend)/_lib/locale-page'

export const generateStaticParams = renderOnFirstRequest

export async function generateMetadata({ params }: LangProps): Promise<Metadata> {
  const { locale, t } = await pageLocale(params)
  return pageMetadata(locale, {
    title: t('courses.meta.title'),
    description: t('courses.meta.description'),
    path: '/courses',
  })
}

const benefitCount = 6

function courseDuration(course: Course, t: Translate): string {
  const { min, max } = course.hours
  return min === max ? t('courses.duration.fixed', { hours: min }) : t('courses.duration.range', { min, max })
}

export default async function CoursesPage({ params }: LangProps) {
  const { locale, t } = await pageLocale(params)
  const calendar = courseCalendar()

  return (
    <PageBody>
      <PageHero title={t('courses.title')} subtitle={t('courses.subtitle')}>
        <ButtonLink href="/contact">{t('courses.hero.cta')}</ButtonLink>
      </PageHero>

      <Section>
        <SectionHeading
          eyebrow={t('courses.list.eyebrow')}
          title={t('courses.list.title')}
          subtitle={t('courses.list.subtitle')}
        />
        <CardGrid columns={3}>
          {courses.map((course) => {
            const key = `courses.items.${course.id}`
            const highlights = Array.from({ length: course.highlightCount }, (_, i) => t(`${key}.highlights.${i + 1}`))
            return (
              <Card
                key={course.id}
                title={t(`${key}.title`)}
                badge={course.erasmusEligible ? t('courses.erasmusEligible') : undefined}
                footer={
                  <ButtonLink href="/contact" variant="secondary">
                    {t('courses.card.cta')}
                  </ButtonLink>
                }
              >
                <p>{t(`${key}.description`)}</p>
                <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                  <dt className="font-semibold text-slate-900">{t('courses.label.duration')}</dt>
                  <dd>{courseDuration(course, t)}</dd>
                  <dt className="font-semibold text-slate-900">{t('courses.label.format')}</dt>
                  <dd>{t(`courses.format.${course.format}`)}</dd>
                  <dt className="font-semibold text-slate-900">{t('courses.label.level')}</dt>
                  <dd>{t(`courses.level.${course.level}`)}</dd>
                </dl>
                <p className="mt-5 text-sm font-semibold uppercase tracking-wide text-accent-700">
                  {t('courses.label.highlights')}
                </p>
                <div className="mt-3 text-sm">
                  <CheckList items={highlights} />
                </div>
              </Card>
            )
          })}
        </CardGrid>
        <p className="mt-8 max-w-3xl text-sm text-slate-600">{t('courses.erasmusNote')}</p>
      </Section>

      <Section tone="muted" id="calendar">
        <SectionHeading
          eyebrow={t('courses.calendar.eyebrow')}
          title={t('courses.calendar.title')}
          subtitle={t('courses.calendar.subtitle')}
        />
        <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full border-collapse text-left text-sm sm:text-base">
            <caption className="sr-only">{t('courses.calendar.caption')}</caption>
            <thead className="bg-brand-50 text-brand-900">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
                  {t('courses.calendar.col.dates')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
                  {t('courses.calendar.col.course')}
                </th>
                <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell sm:px-6">
                  {t('courses.calendar.col.format')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 text-slate-700">
              {calendar.map(({ course, session }) => (
                <tr key={`${course.id}-${session.start}`} className="align-top">
                  <th scope="row" className="px-4 py-3 font-semibold text-slate-900 sm:px-6">
                    <time dateTime={session.start}>{formatSession(session, locale)}</time>
                  </th>
                  <td className="px-4 py-3 sm:px-6">{t(`courses.items.${course.id}.title`)}</td>
                  <td className="hidden px-4 py-3 sm:table-cell sm:px-6">{t(`courses.format.${course.format}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-6 max-w-3xl text-slate-600">{t('courses.calendar.note')}</p>
      </Section>

      <Section>
        <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
          <SectionHeading
            eyebrow={t('courses.benefits.eyebrow')}
            title={t('courses.benefits.title')}
            subtitle={t('courses.benefits.subtitle')}
          />
          <div className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700 shadow-sm sm:p-8">
            <CheckList items={Array.from({ length: benefitCount }, (_, i) => t(`courses.benefits.items.${i + 1}`))} />
          </div>
        </div>
      </Section>

      <Section tone="muted">
        <CtaBanner
          title={t('courses.cta.title')}
          text={t('courses.cta.text')}
          href="/contact"
          label={t('courses.cta.button')}
        />
      </Section>
    </PageBody>
  )
}
