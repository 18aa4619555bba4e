import type { IconName } from '@/components/ui/Icon'
import type { FocalPoint } from '@/lib/cms/types'

/** An image as the sections take it: one of src/content/images.ts plus translated alt text. */
export type SectionImage = { src: string; width: number; height: number; alt: string; focus?: FocalPoint }

export type Stat = { prefix?: string; value: string; unit?: string; label: string; note?: string }

export type Card = { icon?: IconName; title: string; text: string; href?: string; linkLabel?: string; meta?: string; points?: string[] }
