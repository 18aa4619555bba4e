import { NEWS_CATEGORIES, type NewsCategory } from './types'

/** ?page= as a positive integer (1 when absent); null when it is not one, so the page can 404. */
export function parsePageParam(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1
  if (typeof value !== 'string' || !/^[1-9]\d{0,5}$/.test(value)) return null
  return Number(value)
}

/** ?category= as a known category (null for all); undefined when unknown, so the page can 404. */
export function parseCategoryParam(value: string | string[] | undefined): NewsCategory | null | undefined {
  if (value === undefined || value === '') return null
  return typeof value === 'string' && (NEWS_CATEGORIES as readonly string[]).includes(value) ? (value as NewsCategory) : undefined
}

/** A slug as the CMS allows it; anything else cannot exist, so it is a 404 without a query. */
export function isValidSlug(value: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 120
}
