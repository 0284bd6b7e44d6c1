import { getImageProps } from 'next/image'
import { preload } from 'react-dom'

import { resizableImagePath } from '../../lib/content/media-url'

/**
 * One of our own illustrations (SVG under /public/images, served as they are) or an uploaded image
 * (resized by next/image) in a box of fixed aspect ratio, so the page never shifts while it loads. Pass
 * alt="" for purely decorative art. `priority` marks the page's largest paint: preloaded at high
 * priority and never lazy.
 *
 * next/image's getImageProps renders the same <img> as <Image> on the server, without shipping the
 * Image client component (≈5 KB gzip) that only adds load callbacks and blur placeholders we don't use.
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
  const path = resizableImagePath(src)
  const { props } = getImageProps({
    src: path ?? src,
    unoptimized: !path,
    alt,
    fill: true,
    sizes,
    preload: priority,
    fetchPriority: priority ? 'high' : undefined,
    className: 'object-cover',
  })
  if (priority) preload(props.src, { as: 'image', fetchPriority: 'high', imageSrcSet: props.srcSet, imageSizes: props.sizes })
  return (
    <div className={`relative overflow-hidden rounded-xl bg-brand-50 ${className}`} style={{ aspectRatio: ratio }}>
      <img {...props} />
    </div>
  )
}
