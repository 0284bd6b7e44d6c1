import { ButtonLink, CtaBanner } from '@/components/ui/button-link'
import { Card, CardGrid, CheckList } from '@/components/ui/cards'
import { PageBody, PageHero, Section, SectionHeading } from '@/components/ui/section'
import { formatSession, type PublicCourse, readCourses, upcomingSessions } from '@/features/content/courses'
import { readPage } from '@/features/content/pages'
import type { Translate } from '@/platform/i18n'
import { currentView } from '@/features/content/preview/view'

import { cms } from '@/app/(frontend)/_lib/cms'
import { renderOnFirstRequest, type LangProps, pageLocale } from '@/app/(frontend)/_lib/locale-page'
import { pageGlobalMetadata } from '@/app/(frontend)/_lib/page-metadata'

export const generateStaticParams = renderOnFirstRequest

/**
 * Rendered again at most an hour after it was cached, besides at every publication: a session leaves the
 * calendar the day after it ends without anyone saving anything. Between renders the cached page is served as
 * it is, with no database query.
 */
export const revalidate = 3600

export const generateMetadata = pageGlobalMetadata('page-courses', (t) => ({
  title: t('courses.meta.title'),
  description: t('courses.meta.description'),
}))

function courseDuration(course: PublicCourse, t: Translate): string {
  const { min, max } = course.hours
  return min === max ? t('courses.duration.fixed', { hours: min }) : t('courses.duration.range', { min, max })
}

export default async function CoursesPage({ params }: LangProps) {
  const { locale, t } = await pageLocale(params)
  const payload = await cms()
  const view = await currentView()
  const [{ hero, list, calendar: dates, benefits, cta }, courses] = await Promise.all([
    readPage(payload, 'page-courses', locale, view.draft),
    readCourses(payload, locale, view),
  ])
  const calendar = upcomingSessions(courses)

  return (
    <PageBody>
      <PageHero title={hero.title} subtitle={hero.subtitle ?? undefined}>
        <ButtonLink href="/contact">{hero.cta}</ButtonLink>
      </PageHero>

      <Section>
        <SectionHeading eyebrow={list.eyebrow ?? undefined} title={list.title} subtitle={list.subtitle ?? undefined} />
        <CardGrid columns={3}>
          {courses.map((course) => {
            return (
              <Card
                key={course.id}
                title={course.title}
                badge={course.erasmusEligible ? t('courses.erasmusEligible') : undefined}
                footer={
                  <ButtonLink href="/contact" variant="secondary">
                    {list.cardButton}
                  </ButtonLink>
                }
              >
                <p>{course.description}</p>
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
                  <CheckList items={course.highlights} />
                </div>
              </Card>
            )
          })}
        </CardGrid>
        {list.erasmusNote && <p className="mt-8 max-w-3xl text-sm text-slate-600">{list.erasmusNote}</p>}
      </Section>

      <Section tone="muted" id="calendar">
        <SectionHeading
          eyebrow={dates.eyebrow ?? undefined}
          title={dates.title}
          subtitle={dates.subtitle ?? undefined}
        />
        {calendar.length === 0 ? (
          <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700 shadow-sm">{dates.empty}</p>
        ) : (
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
                {calendar.map(({ course, session }, i) => (
                  <tr key={`${course.id}-${session.start}-${i}`} className="align-top">
                    <th scope="row" className="px-4 py-3 font-semibold text-slate-900 sm:px-6">
                      <time dateTime={session.start}>{formatSession(session, locale)}</time>
                      {session.note && <span className="block text-sm font-normal text-slate-600">{session.note}</span>}
                    </th>
                    <td className="px-4 py-3 sm:px-6">{course.title}</td>
                    <td className="hidden px-4 py-3 sm:table-cell sm:px-6">{t(`courses.format.${course.format}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {dates.note && <p className="mt-6 max-w-3xl text-slate-600">{dates.note}</p>}
      </Section>

      <Section>
        <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
          <SectionHeading
            eyebrow={benefits.eyebrow ?? undefined}
            title={benefits.title}
            subtitle={benefits.subtitle ?? undefined}
          />
          <div className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700 shadow-sm sm:p-8">
            <CheckList items={(benefits.items ?? []).map((item) => item.text)} />
          </div>
        </div>
      </Section>

      <Section tone="muted">
        <CtaBanner title={cta.title} text={cta.text ?? undefined} href="/contact" label={cta.button} />
      </Section>
    </PageBody>
  )
}
