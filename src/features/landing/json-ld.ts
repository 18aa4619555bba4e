import type { Locale } from '@/i18n/locales'
import type { LandingPage } from '@/lib/cms/types'
import { serializeJsonLd } from '@/lib/json-ld'
import { landingSitePath } from '@/lib/landing-paths'
import { absoluteUrl } from '@/lib/seo'

/** The page's place in the site for search engines: Home › the page (schema.org BreadcrumbList). */
export function landingBreadcrumbJsonLd(page: LandingPage, locale: Locale, homeLabel: string): string {
  return serializeJsonLd({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: homeLabel, item: absoluteUrl(locale, '/') },
      { '@type': 'ListItem', position: 2, name: page.title, item: absoluteUrl(locale, landingSitePath(page.path)) },
    ],
  })
}

/** Every FAQ block's questions as one schema.org FAQPage, or null when the page has none. */
export function landingFaqJsonLd(page: LandingPage): string | null {
  const questions = page.blocks.flatMap((block) => (block.kind === 'faq' ? block.items : []))
  if (questions.length === 0) return null
  return serializeJsonLd({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
  })
}
