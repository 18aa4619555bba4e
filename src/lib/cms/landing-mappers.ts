/**
 * Landing pages (issue 46) from CMS documents to the app's own types. Pure and free of server-only imports:
 * the admin's live preview runs the same mapper in the browser on the form's half-typed data, so every field
 * may be missing and a block that lacks what it needs is left out rather than drawn broken.
 */
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'

import { toFormDef } from './form-definition'

import { isSafeLink, richTextToHtml, toAppImage, toSeoOverrides } from './mappers'
import { type LanguagesValue, liveLocalesOf } from './query'
import { type AppImage, type AppLink, type LandingBlock, type LandingPage, NEWS_CATEGORIES, type NewsCategory } from './types'

type Raw = Record<string, unknown>

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')
const optional = (value: unknown): string | null => text(value) || null
const rows = (value: unknown): Raw[] => (Array.isArray(value) ? value.filter((row): row is Raw => Boolean(row) && typeof row === 'object') : [])
const image = (value: unknown, alt: string): AppImage | null => toAppImage(value as Parameters<typeof toAppImage>[0], alt)

function link(row: Raw): AppLink | null {
  const label = text(row.label)
  const href = text(row.href)
  return label && href && isSafeLink(href) ? { label, href } : null
}

/** The video host of a YouTube or Vimeo address (shown on the placeholder), or null for any other address. */
export function videoHost(url: string): string | null {
  try {
    const { protocol, hostname } = new URL(url)
    if (protocol !== 'https:') return null
    if (/(^|\.)youtube\.com$|^youtu\.be$/.test(hostname)) return 'YouTube'
    if (/(^|\.)vimeo\.com$/.test(hostname)) return 'Vimeo'
  } catch {
    return null
  }
  return null
}

/** One stored block as the site draws it; null when it lacks a required part. `index` makes ids unique in drafts. */
export function toLandingBlock(raw: Raw, index: number, locale: Locale = DEFAULT_LOCALE): LandingBlock | null {
  const id = `block-${typeof raw.id === 'string' && /^[A-Za-z0-9_-]+$/.test(raw.id) ? raw.id : index}`
  const heading = optional(raw.heading)
  switch (raw.blockType) {
    case 'hero':
      return heading
        ? { kind: 'hero', id, eyebrow: optional(raw.eyebrow), heading, text: text(raw.text), image: image(raw.image, heading), buttons: rows(raw.buttons).flatMap((row) => link(row) ?? []).slice(0, 2) }
        : null
    case 'richText': {
      const bodyHtml = richTextToHtml(raw.body, locale)
      return bodyHtml ? { kind: 'richText', id, heading, bodyHtml } : null
    }
    case 'mediaText': {
      const picture = heading ? image(raw.image, heading) : null
      return heading && picture ? { kind: 'mediaText', id, heading, text: text(raw.text), image: picture, reverse: raw.reverse === true } : null
    }
    case 'figures': {
      const items = rows(raw.items).flatMap((row) => {
        const label = text(row.label)
        const value = text(row.value)
        return label && value ? [{ label, value, prefix: optional(row.prefix) ?? undefined, unit: optional(row.unit) ?? undefined, note: optional(row.note) ?? undefined }] : []
      })
      return items.length > 0 ? { kind: 'figures', id, heading, items } : null
    }
    case 'cardGrid': {
      const cards = rows(raw.cards).flatMap((row) => {
        const title = text(row.title)
        const href = text(row.href)
        return title ? [{ title, text: text(row.text), href: href && isSafeLink(href) ? href : undefined }] : []
      })
      return cards.length > 0 ? { kind: 'cardGrid', id, heading, cards } : null
    }
    case 'cta':
      return heading ? { kind: 'cta', id, heading, text: text(raw.text), link: link(raw) } : null
    case 'faq': {
      const items = rows(raw.items).flatMap((row) => {
        const question = text(row.question)
        const answer = text(row.answer)
        return question && answer ? [{ question, answer }] : []
      })
      return items.length > 0 ? { kind: 'faq', id, heading, items } : null
    }
    case 'contentList': {
      const category = (NEWS_CATEGORIES as readonly unknown[]).includes(raw.category) ? (raw.category as NewsCategory) : null
      const count = Math.min(12, Math.max(1, Math.trunc(Number(raw.count) || 3)))
      return { kind: 'contentList', id, heading, list: raw.kind === 'campaigns' ? 'campaigns' : 'news', category, count, items: [] }
    }
    case 'video': {
      const url = text(raw.url)
      const title = text(raw.title)
      const host = videoHost(url)
      return host && title ? { kind: 'video', id, heading, title, url, host, image: image(raw.image, title), caption: text(raw.caption) } : null
    }
    case 'form':
      // The form is read with the page (depth 1) in the page's language; an id alone (a draft in the live preview) draws a notice.
      return { kind: 'form', id, heading, text: text(raw.text), form: toFormDef(raw.form) }
    default:
      return null
  }
}

export type LandingPageDoc = { path?: unknown; title?: unknown; summary?: unknown; layout?: unknown; meta?: unknown; updatedAt?: unknown; languages?: LanguagesValue | null }

export function toLandingPage(doc: LandingPageDoc, locale: Locale = DEFAULT_LOCALE): LandingPage {
  const title = text(doc.title)
  return {
    path: text(doc.path),
    title,
    summary: text(doc.summary),
    blocks: rows(doc.layout).flatMap((raw, index) => toLandingBlock(raw, index, locale) ?? []),
    seo: toSeoOverrides(doc.meta as Parameters<typeof toSeoOverrides>[0], title),
    updatedAt: text(doc.updatedAt),
    liveLocales: liveLocalesOf(doc),
  }
}
