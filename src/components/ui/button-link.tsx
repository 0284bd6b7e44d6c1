import Link from 'next/link'
import type { ReactNode } from 'react'

const variants = {
  primary: 'bg-accent-700 text-white hover:bg-accent-800',
  secondary: 'bg-white text-brand-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50',
  light: 'bg-white text-brand-900 hover:bg-brand-50',
} as const

/** A link styled as a button. Internal paths are the unprefixed routes (docs/product.md › Routes). */
export function ButtonLink({
  href,
  variant = 'primary',
  external = false,
  children,
}: {
  href: string
  variant?: keyof typeof variants
  external?: boolean
  children: ReactNode
}) {
  const className = `inline-flex items-center justify-center rounded-lg px-5 py-3 text-sm font-semibold shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${variants[variant]}`
  return external ? (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <Link href={href} className={className}>
      {children}
    </Link>
  )
}

/** A closing call-to-action band. */
export function CtaBanner({ title, text, href, label }: { title: string; text?: string; href: string; label: string }) {
  return (
    <div className="rounded-3xl bg-gradient-to-br from-brand-800 to-brand-600 px-6 py-12 text-center text-white sm:px-12">
      <h2 className="text-3xl font-bold tracking-tight">{title}</h2>
      {text && <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{text}</p>}
      <div className="mt-8">
        <ButtonLink href={href} variant="light">
          {label}
        </ButtonLink>
      </div>
    </div>
  )
}

/** A call to action inside the page flow, lighter than the closing banner. */
export function ProposalPanel({ title, text, label }: { title: string; text: string; label: string }) {
  return (
    <div className="flex flex-col gap-6 rounded-3xl border border-brand-100 bg-brand-50 p-8 sm:p-10 lg:flex-row lg:items-center lg:justify-between">
      <div className="max-w-2xl">
        <h2 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{title}</h2>
        <p className="mt-3 text-lg text-slate-700">{text}</p>
      </div>
      <div className="shrink-0">
        <ButtonLink href="/contact">{label}</ButtonLink>
      </div>
    </div>
  )
}
