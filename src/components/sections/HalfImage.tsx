import Image from '@/components/ui/StaticImage'

import type { SectionImage } from './types'

/** A section's image beside its text (Hero, MediaSplit): half the container on wide screens, the width on phones. */
export function HalfImage({ image, preload, className }: { image: SectionImage; preload: boolean; className: string }) {
  return (
    <Image
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      focus={image.focus}
      preload={preload}
      sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, calc(100vw - 32px)"
      className={className}
    />
  )
}
