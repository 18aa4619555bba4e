/**
 * Every public route of requirements §2, spelled exactly as the spec spells it. The header, footer,
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

/** A listed top-level page. */
function page<const K extends PageKey>(path: string, key: K, layout: SiteLayout = 'default') {
  return { path, key, layout, listed: true }
}

/** The pages of a section, at `<section><Name>/`, keyed by that name; in the section's layout. */
function below<const C extends Record<string, PageKey>>(section: string, children: C, layout: SiteLayout = 'default', listed = true) {
  return Object.entries(children).map(([name, key]) => ({ path: `${section}${name}/`, key: key as C[keyof C], layout, listed, section }))
}

export const SITE_ROUTES = [
  page('/', 'home'),
  page('/solution/', 'solution'),
  ...below('/solution/', { Ssc: 'ssc', Camera: 'camera' }),
  page('/reail/', 'reail', 'reail'),
  page('/company/', 'company'),
  ...below('/company/', { Message: 'companyMessage', Info: 'companyInfo', Leaders: 'companyLeaders', 'Japan-Offices': 'companyOffices' }),
  page('/news/', 'news'),
  page('/campaign/', 'campaign'),
  page('/recruit/', 'recruit', 'recruit'),
  ...below('/recruit/', { Message: 'recruitMessage', Culture: 'recruitCulture', Interview: 'recruitInterview', Occupation: 'recruitOccupation' }, 'recruit'),
  page('/contact/', 'contact'),
  // The contact steps are not listed (sitemap.xml, /Sitemap/).
  ...below('/contact/', { Confirm: 'contactConfirm', Complete: 'contactComplete', Error: 'contactError' }, 'default', false),
  page('/Conduct/', 'conduct'),
  page('/Privacy/', 'privacy'),
  page('/Terms/', 'terms'),
  // PascalCase like the other legal pages: the policies of the Telecommunications Business Act's
  // external-transmission rule (Art. 27-12) and of JIS X 8341-3.
  page('/ExternalTransmission/', 'externalTransmission'),
  page('/Accessibility/', 'accessibility'),
  page('/Sitemap/', 'sitemap'),
  // Site search: its result pages are noindex, so it is not listed (sitemap.xml, /Sitemap/).
  { path: '/search/', key: 'search', layout: 'default', listed: false },
] satisfies readonly SiteRoute[]

export type SiteRouteKey = (typeof SITE_ROUTES)[number]['key']

export function routeByKey(key: SiteRouteKey): SiteRoute {
  return SITE_ROUTES.find((r) => r.key === key)!
}

/** Header navigation: the top-level sections, in order. */
export const HEADER_NAV: readonly SiteRouteKey[] = ['solution', 'reail', 'company', 'news', 'campaign', 'recruit']

/**
 * Footer columns: a section and its pages, one column per header item in the header's order (issue 44: REAIL
 * and Campaigns were top level in the header but nested in the footer). A unit test keeps the two in step.
 */
export const FOOTER_GROUPS: readonly { title: SiteRouteKey; links: readonly SiteRouteKey[] }[] = [
  { title: 'solution', links: ['solution', 'ssc', 'camera'] },
  { title: 'reail', links: ['reail'] },
  { title: 'company', links: ['company', 'companyMessage', 'companyInfo', 'companyLeaders', 'companyOffices'] },
  { title: 'news', links: ['news'] },
  { title: 'campaign', links: ['campaign'] },
  { title: 'recruit', links: ['recruit', 'recruitMessage', 'recruitCulture', 'recruitInterview', 'recruitOccupation'] },
]

export const FOOTER_LEGAL: readonly SiteRouteKey[] = ['conduct', 'privacy', 'terms', 'externalTransmission', 'accessibility', 'sitemap', 'contact']
