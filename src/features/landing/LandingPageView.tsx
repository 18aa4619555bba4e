import { getFormatter, getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { LandingPage } from '@/lib/cms/types'

import { landingBreadcrumbJsonLd, landingFaqJsonLd } from './json-ld'
import { LandingBlocks } from './LandingBlocks'
import { cmsFormText } from '../forms/form-text'

/** A published landing page: its blocks, its breadcrumb trail and FAQ as JSON-LD. */
export async function LandingPageView({ page, locale }: { page: LandingPage; locale: Locale }) {
  const [t, format, tContact] = await Promise.all([getTranslations({ locale, namespace: 'landing' }), getFormatter({ locale }), getTranslations({ locale, namespace: 'contact' })])
  const form = page.blocks.some((block) => block.kind === 'form') ? { locale, text: cmsFormText(t, tContact) } : undefined
  const faq = landingFaqJsonLd(page)
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: landingBreadcrumbJsonLd(page, locale, t('breadcrumbHome')) }} />
      {faq ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faq }} /> : null}
      <LandingBlocks blocks={page.blocks} t={t} format={format} form={form} />
    </>
  )
}
