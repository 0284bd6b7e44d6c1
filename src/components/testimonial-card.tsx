import type { PublicTestimonial } from '@/features/content/testimonials'
import type { Translate } from '@/platform/i18n'
import { imageProps } from './ui/image-props'
import { LoadingImage } from './ui/loading-image'

const defaultAvatar = '/images/people/default-avatar.svg'

/**
 * The avatar through next/image (getImageProps: the same <img>): an uploaded photo comes as a 768 px card and
 * is resized to the 40 px circle, falling back to that card if the resized copy fails; SVGs and other sites'
 * images are shown as they are.
 */
function Avatar({ src }: { src: string | null }) {
  const { props, original } = imageProps({
    src: src || defaultAvatar,
    alt: '',
    width: 40,
    height: 40,
    loading: 'lazy',
    className: 'h-10 w-10 rounded-full bg-brand-50 object-cover',
  })
  // getImageProps gives next/image's optimised src and srcSet for a plain <img>, which needs no client code.
  // eslint-disable-next-line @next/next/no-img-element
  return original ? <LoadingImage {...props} original={original} /> : <img {...props} alt={props.alt} />
}

export function TestimonialCard({ testimonial, t }: { testimonial: PublicTestimonial; t: Translate }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="text-accent-700" aria-label={t('home.testimonials.rating', { rating: testimonial.rating })}>
        {'★'.repeat(testimonial.rating)}
        <span className="text-slate-300">{'★'.repeat(5 - testimonial.rating)}</span>
      </p>
      <blockquote className="mt-3 flex-1 text-slate-700">“{testimonial.content}”</blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        <Avatar src={testimonial.imageUrl} />
        <span>
          <span className="block font-semibold text-brand-900">{testimonial.name}</span>
          <span className="block text-sm text-slate-600">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  )
}
