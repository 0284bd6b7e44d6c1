import type { ReactNode } from 'react'

const columnsClass = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const

export function CardGrid({ columns = 3, children }: { columns?: keyof typeof columnsClass; children: ReactNode }) {
  return <div className={`grid gap-6 ${columnsClass[columns]}`}>{children}</div>
}

/**
 * A card with an h3 title (h2 with `level={2}` where no section heading comes before it, so headings never
 * skip a level); `badge` is a small flag such as NEW, `footer` holds links or buttons.
 */
export function Card({
  title,
  level = 3,
  badge,
  icon,
  footer,
  children,
}: {
  title: string
  level?: 2 | 3
  badge?: string
  icon?: ReactNode
  footer?: ReactNode
  children?: ReactNode
}) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      {icon && (
        <div className="mb-4 text-brand-700" aria-hidden="true">
          {icon}
        </div>
      )}
      <div className="flex items-start justify-between gap-3">
        <Heading className="text-lg font-semibold text-brand-900">{title}</Heading>
        {badge && (
          <span className="shrink-0 rounded-full bg-accent-700 px-2.5 py-0.5 text-xs font-bold text-white">
            {badge}
          </span>
        )}
      </div>
      {children && <div className="mt-3 flex-1 text-slate-700">{children}</div>}
      {footer && <div className="mt-5">{footer}</div>}
    </article>
  )
}

/** Big figures with a caption, e.g. the trust strip. */
export function StatGrid({ items, invert = false }: { items: { value: string; label: string }[]; invert?: boolean }) {
  return (
    <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="flex flex-col-reverse text-center">
          <dt className={`mt-1 text-sm ${invert ? 'text-brand-100' : 'text-slate-600'}`}>{item.label}</dt>
          <dd className={`text-4xl font-bold ${invert ? 'text-white' : 'text-brand-700'}`}>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function CheckList({ items, invert = false }: { items: string[]; invert?: boolean }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <svg
            className={`mt-1 h-5 w-5 shrink-0 ${invert ? 'text-brand-100' : 'text-accent-700'}`}
            viewBox="0 0 20 20"
            fill="currentColor"
            aria-hidden="true"
          >
            <path
              fillRule="evenodd"
              d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
              clipRule="evenodd"
            />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
