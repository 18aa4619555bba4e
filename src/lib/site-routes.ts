/**
 * Every public route of SPEC section 2, spelled exactly as the spec spells it. The header, footer,
 * sitemap.xml, the /Sitemap/ page and the end-to-end tests all read this one list.
 * `key` names the page's message namespace under `pages` in messages/*.json.
 */
import type { PageKey } from '@/i18n/messages'

export type SiteLayout = 'default' | 'reail' | 'recruit'

export type SiteRoute = {
  path: string
  key: PageKey
  layout: SiteLayout
  /** Listed in sitemap.xml and on /Sitemap/ (the contact steps and /404/ are not). */
  listed: boolean
  /** The path of the section this page belongs to, for grouping on /Sitemap/. */
  section?: string
}

export const SITE_ROUTES = [
  { path: '/', key: 'home', layout: 'default', listed: true },
  { path: '/solution/', key: 'solution', layout: 'default', listed: true },
  { path: '/solution/Ssc/', key: 'ssc', layout: 'default', listed: true, section: '/solution/' },
  { path: '/solution/Camera/', key: 'camera', layout: 'default', listed: true, section: '/solution/' },
  { path: '/reail/', key: 'reail', layout: 'reail', listed: true },
  { path: '/company/', key: 'company', layout: 'default', listed: true },
  { path: '/company/Message/', key: 'companyMessage', layout: 'default', listed: true, section: '/company/' },
  { path: '/company/Info/', key: 'companyInfo', layout: 'default', listed: true, section: '/company/' },
  { path: '/company/Leaders/', key: 'companyLeaders', layout: 'default', listed: true, section: '/company/' },
  { path: '/company/Japan-Offices/', key: 'companyOffices', layout: 'default', listed: true, section: '/company/' },
  { path: '/news/', key: 'news', layout: 'default', listed: true },
  { path: '/campaign/', key: 'campaign', layout: 'default', listed: true },
  { path: '/recruit/', key: 'recruit', layout: 'recruit', listed: true },
  { path: '/recruit/Message/', key: 'recruitMessage', layout: 'recruit', listed: true, section: '/recruit/' },
  { path: '/recruit/Culture/', key: 'recruitCulture', layout: 'recruit', listed: true, section: '/recruit/' },
  { path: '/recruit/Interview/', key: 'recruitInterview', layout: 'recruit', listed: true, section: '/recruit/' },
  { path: '/recruit/Occupation/', key: 'recruitOccupation', layout: 'recruit', listed: true, section: '/recruit/' },
  { path: '/contact/', key: 'contact', layout: 'default', listed: true },
  { path: '/contact/Confirm/', key: 'contactConfirm', layout: 'default', listed: false, section: '/contact/' },
  { path: '/contact/Complete/', key: 'contactComplete', layout: 'default', listed: false, section: '/contact/' },
  { path: '/contact/Error/', key: 'contactError', layout: 'default', listed: false, section: '/contact/' },
  { path: '/Conduct/', key: 'conduct', layout: 'default', listed: true },
  { path: '/Privacy/', key: 'privacy', layout: 'default', listed: true },
  { path: '/Terms/', key: 'terms', layout: 'default', listed: true },
  { path: '/Sitemap/', key: 'sitemap', layout: 'default', listed: true },
] as const satisfies readonly SiteRoute[]

export type SiteRouteKey = (typeof SITE_ROUTES)[number]['key']

export function routeByKey(key: SiteRouteKey): SiteRoute {
  return SITE_ROUTES.find((r) => r.key === key)!
}

/** Header navigation: the top-level sections, in order. */
export const HEADER_NAV: readonly SiteRouteKey[] = ['solution', 'reail', 'company', 'news', 'campaign', 'recruit']

/** Footer columns: a section and its pages. */
export const FOOTER_GROUPS: readonly { title: SiteRouteKey; links: readonly SiteRouteKey[] }[] = [
  { title: 'solution', links: ['solution', 'ssc', 'camera', 'reail'] },
  { title: 'company', links: ['company', 'companyMessage', 'companyInfo', 'companyLeaders', 'companyOffices'] },
  { title: 'news', links: ['news', 'campaign'] },
  { title: 'recruit', links: ['recruit', 'recruitMessage', 'recruitCulture', 'recruitInterview', 'recruitOccupation'] },
]

export const FOOTER_LEGAL: readonly SiteRouteKey[] = ['conduct', 'privacy', 'terms', 'sitemap', 'contact']
