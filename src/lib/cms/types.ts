/** The app's own content types. Pages and components see these, never CMS documents. */
import type { FormDef } from './form-definition'
import type { Locale } from '@/i18n/locales'

/**
 * Where the picture's subject is, in percent of its width and height from the top left (the editor's focal point in
 * the media library; 50/50 is the centre). Every crop keeps this point in view: `object-position` on cropped
 * pictures (StaticImage's `focus`), the image endpoint's `pos_` where the server crops.
 */
export type FocalPoint = { x: number; y: number }

export type AppImage = { src: string; width: number; height: number; alt: string; focus?: FocalPoint }

export const NEWS_CATEGORIES = ['news', 'press', 'product', 'event'] as const
export type NewsCategory = (typeof NEWS_CATEGORIES)[number]

export type NewsSummary = {
  slug: string
  title: string
  excerpt: string
  publishedAt: string
  category: NewsCategory
  image: AppImage | null
}

/** Editor-set head tags (SEO fields); empty when the defaults (title, excerpt, main image) apply. */
export type SeoOverrides = { title: string | null; description: string | null; image: AppImage | null }

export type NewsArticle = NewsSummary & {
  seo: SeoOverrides
  /** The languages the article is live in (its hreflang alternates; lib/cms/query.ts liveLocalesOf). */
  liveLocales: Locale[]
  /** Sanitized HTML from the rich-text body (text escaped, links sanitized). */
  bodyHtml: string
  updatedAt: string
  locale: Locale
}

export type NewsPage = {
  items: NewsSummary[]
  page: number
  totalPages: number
  totalItems: number
  category: NewsCategory | null
}

export type Adjacent = { previous: NewsSummary | null; next: NewsSummary | null }

export type CampaignSummary = {
  slug: string
  title: string
  summary: string
  startsAt: string
  endsAt: string
  image: AppImage | null
}

export type CampaignDetail = CampaignSummary & {
  seo: SeoOverrides
  /** The languages the campaign is live in (its hreflang alternates). */
  liveLocales: Locale[]
  bodyHtml: string
  cta: { label: string; url: string } | null
}

export const BANNER_PLACEMENTS = ['home-hero', 'home-strip'] as const
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number]
/** The message shown over a banner's picture (real text, in the page's language); null when the banner is a picture only. */
export type BannerMessage = { headline: string; subline: string | null; ctaLabel: string | null }
export type Banner = { id: string; title: string; href: string | null; placement: BannerPlacement; image: AppImage; message: BannerMessage | null }
/** A banner with its display period (loaders filter by it; components never see it). */
export type TimedBanner = Banner & { startsAt: string; endsAt: string | null }

/** Offices (/company/Japan-Offices/): which section of the page an office is listed in. */
export const OFFICE_REGIONS = ['tokyo', 'fukuoka', 'overseas'] as const
export type OfficeRegion = (typeof OFFICE_REGIONS)[number]
/** Where an office's label sits beside its marker on the offices map. */
export const MAP_LABEL_SIDES = ['left', 'right', 'above', 'below'] as const
export type MapLabelSide = (typeof MAP_LABEL_SIDES)[number]
/** Latitude and longitude (WGS 84, decimal degrees) of the building, for the offices map. */
export type GeoPoint = { lat: number; lng: number }
export type Office = { id: string; region: OfficeRegion; name: string; role: string; address: string; access: string; location: GeoPoint; labelSide: MapLabelSide }

/** A leader (/company/Leaders/; the first one signs /company/Message/). The portrait's alt text is the page's. */
export type Leader = { id: string; name: string; title: string; jobTitle: string; bio: string[]; portrait: Omit<AppImage, 'alt'> | null }

export const OCCUPATION_GROUPS = ['engineering', 'business', 'corporate'] as const
export type OccupationGroup = (typeof OCCUPATION_GROUPS)[number]
/** Icons an occupation card may show (a subset of src/components/ui/Icon.tsx). */
export const OCCUPATION_ICONS = ['box', 'tablet', 'spark', 'handshake', 'users', 'chart', 'eye', 'clock', 'heart'] as const
export type OccupationIcon = (typeof OCCUPATION_ICONS)[number]
export type Occupation = { id: string; group: OccupationGroup; icon: OccupationIcon; title: string; text: string; place: string; careersUrl: string | null }

/** A staff interview (/recruit/Interview/). */
export type Interview = { id: string; name: string; role: string; site: string; joined: string; portrait: Omit<AppImage, 'alt'> | null; answers: { question: string; answer: string }[] }

/** One group company's row of the Info table (/company/Info/). */
export type CompanyFacts = { id: string; name: string; rows: { label: string; value: string | string[] }[] }
/** `picture`: the signer's photo chosen by the editor (recruit message) with its media item's alt text ('' when it has none), or null. */
export type CompanyMessage = { heading: string; paragraphs: string[]; signature: string; picture: AppImage | null }
export type HomeContent = {
  hero: { eyebrow: string; title: string; lead: string }
  figures: { checkoutSeconds: string; throughput: string; returnVisits: string; fewerCheckoutStaff: string; cameras: string; shops: string; camerasAsOf: string }
}

/** The figures quoted on pages other than home (global `site-figures`), in one locale. */
export type SiteFigures = {
  cameras: { value: string; shops: string; asOf: string }
  checkoutSeconds: string
  throughput: string
  returnVisits: string
  fewerCheckoutStaff: string
  basketLitres: string
  chargingCarts: string
  usageTrial: string
  wasteYen: string
  /** The head count's as-of date ('' when the global was saved before it had one); the counts are the company profile's. */
  employees: { asOf: string }
}

/** The group's head count: the parent company and its subsidiary (from the company profile's employee rows). */
/** The group's head count and its reading date ("2025年12月末時点"), both from the company profile. */
export type EmployeeCounts = { group: number; parent: number; subsidiary: number; asOf: string }

export const LEGAL_KINDS = ['privacy', 'terms', 'conduct', 'external', 'accessibility'] as const
export type LegalKind = (typeof LEGAL_KINDS)[number]

/** A link an editor set (a button, a card): a site path or an http(s) URL, never anything else. */
export type AppLink = { label: string; href: string }

/** One block of a landing page (issue 46), as its component draws it. */
export type LandingBlock =
  | { kind: 'hero'; id: string; eyebrow: string | null; heading: string; text: string; image: AppImage | null; buttons: AppLink[] }
  | { kind: 'richText'; id: string; heading: string | null; bodyHtml: string }
  | { kind: 'mediaText'; id: string; heading: string; text: string; image: AppImage; reverse: boolean }
  | { kind: 'figures'; id: string; heading: string | null; items: { label: string; prefix?: string; value: string; unit?: string; note?: string }[] }
  | { kind: 'cardGrid'; id: string; heading: string | null; cards: { title: string; text: string; href?: string }[] }
  | { kind: 'cta'; id: string; heading: string; text: string; link: AppLink | null }
  | { kind: 'faq'; id: string; heading: string | null; items: { question: string; answer: string }[] }
  | { kind: 'contentList'; id: string; heading: string | null; list: 'news' | 'campaigns'; category: NewsCategory | null; count: number; items: { title: string; text: string; href: string; date: string }[] }
  | { kind: 'video'; id: string; heading: string | null; title: string; url: string; host: string; image: AppImage | null; caption: string }
  | { kind: 'form'; id: string; heading: string | null; text: string; form: FormDef | null }

export type LandingPage = {
  path: string
  title: string
  summary: string
  blocks: LandingBlock[]
  seo: SeoOverrides
  updatedAt: string
  /** The languages the page is published in (fields/languages.ts): its hreflang alternates. */
  liveLocales: Locale[]
}
