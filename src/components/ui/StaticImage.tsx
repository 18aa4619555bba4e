import { getImageProps, type ImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

import { objectPosition } from '@/lib/cms/focal-point'
import type { FocalPoint } from '@/lib/cms/types'

type Props = Omit<ImageProps, 'loader' | 'onLoad' | 'onError' | 'placeholder' | 'blurDataURL'> & {
  /** The page's main image: loaded eagerly with high priority and preloaded from the document head. */
  preload?: boolean
  /** Same as `preload` (the older name). */
  priority?: boolean
  /**
   * The subject's place (the editor's focal point). A picture its CSS crops (`object-fit: cover`) is positioned on
   * it: with `object-position: x% y%` the visible part always contains that point, whatever the box's shape.
   */
  focus?: FocalPoint
}

/**
 * next/image's markup (the project loader, srcset, sizes, intrinsic size so nothing shifts) rendered on
 * the server as a plain <img>, with no client component: next/image's own `Image` hydrates on every page
 * it appears on, although these images never change after the server render. A `preload` image gets
 * `fetchpriority="high"`, `loading="eager"` and a `<link rel="preload">` in the head, so the browser
 * fetches it straight from the HTML, before any script; and `decoding="sync"` instead of next/image's
 * `async`, so that once it has arrived it is painted in the same frame as the text around it rather than
 * a frame or more later, after the page's scripts have started (a largest paint after them makes
 * Lighthouse count their download in LCP: docs/decisions.md P1).
 */
export default function StaticImage({ preload, priority, focus, ...rest }: Props) {
  const eager = Boolean(preload || priority)
  const { props } = getImageProps({
    ...rest,
    loading: eager ? 'eager' : rest.loading,
    fetchPriority: eager ? 'high' : rest.fetchPriority,
    decoding: eager ? 'sync' : rest.decoding,
  })
  if (eager && typeof props.src === 'string') {
    preloadResource(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  }
  const position = objectPosition(focus)
  const style = position ? { ...props.style, objectPosition: position } : props.style
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps gives the alt
  return <img {...props} style={style} />
}
