import type { Metadata } from 'next'
import Link from 'next/link'

import { PostCard } from '@/components/blog/post-card'
import { NewsletterSection } from '@/components/newsletter/newsletter-section'
import { TestimonialCard } from '@/components/testimonial-card'
import { ButtonLink } from '@/components/ui/button-link'
import { Card, CardGrid, CheckList, StatGrid } from '@/components/ui/cards'
import { Illustration } from '@/components/ui/illustration'
import { PageBody, Section, SectionHeading } from '@/components/ui/section'
import { listPublishedPosts } from '@/lib/content/blog'
import { listFeaturedTestimonials } from '@/lib/content/testimonials'
import { currentView } from '@/lib/preview/view'

import { cms } from '@/app/(frontend)/_lib/cms'
import { type LangProps, pageLocale, pageMetadata, renderOnFirstRequest } from '@/app/(frontend)/_lib/locale-page'

export const generateStaticParams = renderOnFirstRequest

export async function generateMetadata({ params }: LangProps): Promise<Metadata> {
  const { locale, t } = await pageLocale(params)
  return pageMetadata(locale, { title: t('home.meta.title'), description: t('home.meta.description'), path: '/' })
}

const services = ['logistics', 'programmes', 'documentation', 'support'] as const

export default async function HomePage({ params }: LangProps) {
  const { locale, t } = await pageLocale(params)
  const [payload, view] = await Promise.all([cms(), currentView()])
  const [posts, testimonials] = await Promise.all([
    listPublishedPosts(payload, locale, 2, view),
    listFeaturedTestimonials(payload, locale, view),
  ])
  const groups = (['school', 'erasmus'] as const).map((category) => ({
    category,
    items: testimonials.filter((x) => x.category === category).slice(0, 3),
  }))

  return (
    <PageBody>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">{t('home.hero.title')}</h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-100 sm:text-xl">{t('home.hero.subtitle')}</p>
          <div className="mt-12 grid gap-6 md:grid-cols-2">
            {(['schoolTrips', 'erasmus'] as const).map((card, i) => (
              <article key={card} className="overflow-hidden rounded-2xl bg-white text-slate-900 shadow-xl">
                {/* Both card images load at once (the first is the largest paint) and pulse until they are there. */}
                <Illustration
                  src={`/images/home/${card === 'schoolTrips' ? 'school-trips' : 'erasmus'}.svg`}
                  alt={t(`home.hero.${card}.imageAlt`)}
                  priority={i === 0}
                  preload
                  pulse
                  className="rounded-none"
                  sizes="(min-width: 768px) 50vw, 100vw"
                />
                <div className="p-6">
                  <h2 className="text-2xl font-bold text-brand-900">{t(`home.hero.${card}.title`)}</h2>
                  <p className="mt-2 text-slate-700">{t(`home.hero.${card}.text`)}</p>
                  <div className="mt-5">
                    <ButtonLink href={card === 'schoolTrips' ? '/school-trips' : '/erasmus'}>
                      {t(`home.hero.${card}.cta`)}
                    </ButtonLink>
                  </div>
                </div>
              </article>
            ))}
          </div>
        </div>
      </section>

      <Section tone="muted" className="!py-12">
        <h2 className="sr-only">{t('home.trust.title')}</h2>
        <StatGrid
          items={[
            { value: '8', label: t('home.trust.destinations') },
            { value: '20', label: t('home.trust.countries') },
            { value: t('home.trust.studentsValue'), label: t('home.trust.students') },
            { value: t('home.trust.satisfactionValue'), label: t('home.trust.satisfaction') },
          ]}
        />
      </Section>

      <Section>
        <SectionHeading
          eyebrow={t('home.services.eyebrow')}
          title={t('home.services.title')}
          subtitle={t('home.services.subtitle')}
        />
        <CardGrid columns={4}>
          {services.map((s) => (
            <Card
              key={s}
              title={t(`home.services.${s}.title`)}
              footer={
                <Link
                  href="/contact"
                  className="font-semibold text-brand-700 hover:underline"
                  aria-label={`${t('home.services.learnMore')}: ${t(`home.services.${s}.title`)}`}
                >
                  {t('home.services.learnMore')} →
                </Link>
              }
            >
              <p>{t(`home.services.${s}.text`)}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section tone="muted">
        <SectionHeading
          title={t('home.testimonials.title')}
          subtitle={t('home.testimonials.subtitle')}
          align="center"
        />
        {groups.map(({ category, items }) => (
          <div key={category} className="mt-10 first:mt-0">
            <h3 className="mb-5 text-xl font-semibold text-brand-900">{t(`home.testimonials.${category}`)}</h3>
            <div className="grid gap-6 md:grid-cols-3">
              {items.map((item) => (
                <TestimonialCard key={item.id} testimonial={item} t={t} />
              ))}
            </div>
          </div>
        ))}
      </Section>

      <Section>
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading
              eyebrow={t('home.about.eyebrow')}
              title={t('home.about.title')}
              subtitle={t('home.about.text')}
            />
            <CheckList items={[1, 2, 3, 4].map((i) => t(`home.about.value.${i}`))} />
            <div className="mt-8">
              <ButtonLink href="/about" variant="secondary">
                {t('home.about.cta')}
              </ButtonLink>
            </div>
          </div>
          <Illustration
            src="/images/destinations/madrid.svg"
            alt={t('home.about.imageAlt')}
            ratio="4 / 3"
            sizes="(min-width: 1024px) 50vw, 100vw"
          />
        </div>
      </Section>

      <Section tone="muted">
        <SectionHeading eyebrow={t('home.insights.eyebrow')} title={t('home.insights.title')} />
        {posts.length === 0 ? (
          <p className="text-slate-600">{t('blog.empty.title')}</p>
        ) : (
          <div className="grid gap-6 md:grid-cols-2">
            {posts.map((post) => (
              <PostCard key={post.id} post={post} locale={locale} t={t} />
            ))}
          </div>
        )}
        <div className="mt-8">
          <ButtonLink href="/blog" variant="secondary">
            {t('home.insights.all')}
          </ButtonLink>
        </div>
      </Section>

      <NewsletterSection t={t} locale={locale} />
    </PageBody>
  )
}
