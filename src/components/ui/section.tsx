import type { ReactNode } from 'react'

const tones = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  brand: 'bg-brand-900 text-white',
} as const

/** A full-width band with the page's content column inside. */
export function Section({
  id,
  tone = 'white',
  className = '',
  children,
}: {
  id?: string
  tone?: keyof typeof tones
  className?: string
  children: ReactNode
}) {
  return (
    <section id={id} className={`${tones[tone]} py-16 sm:py-20 ${className}`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">{children}</div>
    </section>
  )
}

export function SectionHeading({
  eyebrow,
  title,
  subtitle,
  align = 'left',
  invert = false,
}: {
  eyebrow?: string
  title: string
  subtitle?: string
  align?: 'left' | 'center'
  invert?: boolean
}) {
  return (
    <div className={`mb-10 max-w-3xl ${align === 'center' ? 'mx-auto text-center' : ''}`}>
      {eyebrow && (
        <p className={`text-sm font-semibold uppercase tracking-wide ${invert ? 'text-brand-100' : 'text-accent-700'}`}>
          {eyebrow}
        </p>
      )}
      <h2 className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${invert ? 'text-white' : 'text-brand-900'}`}>
        {title}
      </h2>
      {subtitle && <p className={`mt-4 text-lg ${invert ? 'text-brand-100' : 'text-slate-600'}`}>{subtitle}</p>}
    </div>
  )
}

/** The top band of an inner page: its h1 and subtitle. */
export function PageHero({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 py-16 text-white sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {subtitle && <p className="mt-6 max-w-2xl text-lg text-brand-100 sm:text-xl">{subtitle}</p>}
        {children && <div className="mt-8">{children}</div>}
      </div>
    </section>
  )
}

/**
 * A page's content as one element. On a route change Next.js scrolls each top-level node of the new page into
 * view, last to first, so that the first one ends on top. With smooth scrolling (docs/product.md › Routes) Chromium skips that
 * final call when it asks for the position the page is already at, and the scroll to an earlier call's node
 * goes on: a page opened from the top of another landed part-way down. One node means one call.
 */
export function PageBody({ children }: { children: ReactNode }) {
  return <div>{children}</div>
}
