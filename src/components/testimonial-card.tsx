import type { PublicTestimonial } from '../lib/content/testimonials'
import type { Translate } from '../lib/i18n'

export function TestimonialCard({ testimonial, t }: { testimonial: PublicTestimonial; t: Translate }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="text-accent-700" aria-label={t('home.testimonials.rating', { rating: testimonial.rating })}>
        {'★'.repeat(testimonial.rating)}
        <span className="text-slate-300">{'★'.repeat(5 - testimonial.rating)}</span>
      </p>
      <blockquote className="mt-3 flex-1 text-slate-700">“{testimonial.content}”</blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        <img src={testimonial.imageUrl || '/images/people/default-avatar.svg'} alt="" width={40} height={40} className="h-10 w-10 rounded-full bg-brand-50" loading="lazy" />
        <span>
          <span className="block font-semibold text-brand-900">{testimonial.name}</span>
          <span className="block text-sm text-slate-600">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  )
}
