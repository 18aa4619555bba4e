import type { IconName } from '@/components/ui/Icon'

/** An image as the sections take it: one of src/content/images.ts plus translated alt text. */
export type SectionImage = { src: string; width: number; height: number; alt: string }

export type Stat = { prefix?: string; value: string; unit?: string; label: string; note?: string }

export type Card = { icon?: IconName; title: string; text: string; href?: string; linkLabel?: string; meta?: string; points?: string[] }
