import { getImageProps } from 'next/image'

import { resizableImagePath } from '@/platform/media-url'

/**
 * getImageProps for an image of ours or of an editor's: next/image resizes our uploads and public images
 * (SVGs it serves as they are) and shows other sites' images as they are. `original` is set when the
 * browser is sent a resized copy: the file to fall back to if that copy fails.
 */
export function imageProps(options: Parameters<typeof getImageProps>[0] & { src: string }) {
  const path = resizableImagePath(options.src)
  const { props } = getImageProps({ ...options, src: path ?? options.src, unoptimized: !path })
  return { props, original: path && props.src !== path ? path : undefined }
}
