import { preload as preloadResource } from 'react-dom'

import { imageProps } from './image-props'
import { LoadingImage } from './loading-image'

/**
 * One of our own illustrations (SVG under /public/images, served as they are) or an uploaded image
 * (resized by next/image) in a box of fixed aspect ratio, so the page never shifts while it loads. Pass
 * alt="" for purely decorative art. `priority` marks the page's largest paint: preloaded at high
 * priority and never lazy; `preload` loads an image at once at normal priority; `pulse` shows a pulsing
 * placeholder until the image has loaded.
 *
 * next/image's getImageProps renders the same <img> as <Image> on the server, without shipping the
 * Image client component (≈5 KB gzip) that only adds load callbacks and blur placeholders we don't use.
 * The small LoadingImage client component takes its place only where the browser has work to do: a
 * resized upload falls back to its original file if the resized copy fails, and the pulse stops on load.
 */
export function Illustration({
  src,
  alt,
  ratio = '16 / 10',
  priority = false,
  preload = false,
  pulse = false,
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  className = '',
}: {
  src: string
  alt: string
  ratio?: string
  priority?: boolean
  preload?: boolean
  pulse?: boolean
  sizes?: string
  className?: string
}) {
  const atOnce = priority || preload
  const fetchPriority = priority ? 'high' : undefined
  const { props, original } = imageProps({
    src,
    alt,
    fill: true,
    sizes,
    preload: atOnce,
    fetchPriority,
    className: 'object-cover',
  })
  if (atOnce)
    preloadResource(props.src, { as: 'image', fetchPriority, imageSrcSet: props.srcSet, imageSizes: props.sizes })
  return (
    <div className={`relative overflow-hidden rounded-xl bg-brand-50 ${className}`} style={{ aspectRatio: ratio }}>
      {original || pulse ? (
        <LoadingImage {...props} original={original} pulse={pulse} />
      ) : (
        // getImageProps gives next/image's optimised src and srcSet for a plain <img>, which needs no client code.
        // eslint-disable-next-line @next/next/no-img-element
        <img {...props} alt={props.alt} />
      )}
    </div>
  )
}
