import Image from 'next/image'

/**
 * One of our own illustrations (SVG under /public/images) in a box of fixed aspect ratio, so the page
 * never shifts while it loads. Pass alt="" for purely decorative art.
 */
export function Illustration({
  src,
  alt,
  ratio = '16 / 10',
  priority = false,
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  className = '',
}: {
  src: string
  alt: string
  ratio?: string
  priority?: boolean
  sizes?: string
  className?: string
}) {
  return (
    <div className={`relative overflow-hidden rounded-xl bg-brand-50 ${className}`} style={{ aspectRatio: ratio }}>
      <Image src={src} alt={alt} fill sizes={sizes} priority={priority} className="object-cover" unoptimized />
    </div>
  )
}
