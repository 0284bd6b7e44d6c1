import Link from 'next/link'

import { PostCard } from '@/components/blog/post-card'
import { NewsletterSection } from '@/components/newsletter/newsletter-section'
import { TestimonialCard } from '@/components/testimonial-card'
import { ButtonLink } from '@/components/ui/button-link'
import { Card, CardGrid, CheckList, StatGrid } from '@/components/ui/cards'
import { Illustration } from '@/components/ui/illustration'
import { PageBody, Section, SectionHeading } from '@/components/ui/section'
import { listPublishedPosts } from '@/features/content/blog'
import { imageUrlOf } from '@/platform/media-url'
import { readPage } from '@/features/content/pages'
import { listFeaturedTestimonials } from '@/features/content/testimonials'
import { currentView } from '@/features/content/preview/view'

import { cms } from '@/app/(frontend)/_lib/cms'
import { pageGlobalMetadata } from '@/app/(frontend)/_lib/page-metadata'
import { type LangProps, pageLocale, renderOnFirstRequest } from '@/app/(frontend)/_lib/locale-page'

export const generateStaticParams = renderOnFirstRequest

export const generateMetadata = pageGlobalMetadata('page-home', (t) => ({
  title: t('home.meta.title'),
  description: t('home.meta.description'),
}))

/** The hero cards: where each leads, and the illustration shown when no image is uploaded. */
const heroCards = [
  { key: 'schoolTrips', href: '/school-trips', illustration: '/images/home/school-trips.svg' },
  { key: 'erasmus', href: '/erasmus', illustration: '/images/home/erasmus.svg' },
] as const

export default async function HomePage({ params }: LangProps) {
  const { locale, t } = await pageLocale(params)
  const [payload, view] = await Promise.all([cms(), currentView()])
  const [page, posts, testimonials] = await Promise.all([
    // In a signed-in editor's preview, the drafts (src/features/content/preview/view.ts).
    readPage(payload, 'page-home', locale, view.draft),
    listPublishedPosts(payload, locale, 2, view),
    listFeaturedTestimonials(payload, locale, view),
  ])
  const { hero, trust, services, about, insights } = page
  const groups = (['school', 'erasmus'] as const).map((category) => ({
    category,
    items: testimonials.filter((x) => x.category === category).slice(0, 3),
  }))

  return (
    <PageBody>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">{hero.title}</h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-100 sm:text-xl">{hero.subtitle}</p>
          <div className="mt-12 grid gap-6 md:grid-cols-2">
            {heroCards.map(({ key, href, illustration }, i) => (
              <article key={key} className="overflow-hidden rounded-2xl bg-white text-slate-900 shadow-xl">
                {/* Both card images load at once (the first is the largest paint) and pulse until they are there. */}
                <Illustration
                  src={imageUrlOf(hero[key].image, illustration)!}
                  alt={hero[key].imageAlt ?? ''}
                  priority={i === 0}
                  preload
                  pulse
                  className="rounded-none"
                  sizes="(min-width: 768px) 50vw, 100vw"
                />
                <div className="p-6">
                  <h2 className="text-2xl font-bold text-brand-900">{hero[key].title}</h2>
                  <p className="mt-2 text-slate-700">{hero[key].text}</p>
                  <div className="mt-5">
                    <ButtonLink href={href}>{hero[key].cta}</ButtonLink>
                  </div>
                </div>
              </article>
            ))}
          </div>
        </div>
      </section>

      <Section tone="muted" className="!py-12">
        {trust.title && <h2 className="sr-only">{trust.title}</h2>}
        <StatGrid items={trust.figures ?? []} />
      </Section>

      <Section>
        <SectionHeading
          eyebrow={services.eyebrow ?? undefined}
          title={services.title}
          subtitle={services.subtitle ?? undefined}
        />
        <CardGrid columns={4}>
          {(services.cards ?? []).map((card) => (
            <Card
              key={card.id}
              title={card.title}
              footer={
                <Link
                  href="/contact"
                  className="font-semibold text-brand-700 hover:underline"
                  aria-label={`${t('home.services.learnMore')}: ${card.title}`}
                >
                  {t('home.services.learnMore')} →
                </Link>
              }
            >
              <p>{card.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section tone="muted">
        <SectionHeading
          title={page.testimonials.title}
          subtitle={page.testimonials.subtitle ?? undefined}
          align="center"
        />
        {groups.map(({ category, items }) => (
          <div key={category} className="mt-10 first:mt-0">
            <h3 className="mb-5 text-xl font-semibold text-brand-900">{page.testimonials[`${category}Heading`]}</h3>
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
              eyebrow={about.eyebrow ?? undefined}
              title={about.title}
              subtitle={about.text ?? undefined}
            />
            <CheckList items={(about.values ?? []).map((value) => value.text)} />
            <div className="mt-8">
              <ButtonLink href="/about" variant="secondary">
                {about.cta}
              </ButtonLink>
            </div>
          </div>
          <Illustration
            src={imageUrlOf(about.image, '/images/destinations/madrid.svg')!}
            alt={about.imageAlt ?? ''}
            ratio="4 / 3"
            sizes="(min-width: 1024px) 50vw, 100vw"
          />
        </div>
      </Section>

      <Section tone="muted">
        <SectionHeading eyebrow={insights.eyebrow ?? undefined} title={insights.title} />
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
            {insights.cta}
          </ButtonLink>
        </div>
      </Section>

      <NewsletterSection t={t} locale={locale} />
    </PageBody>
  )
}
