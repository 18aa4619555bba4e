import { getTranslations } from 'next-intl/server'

import { PageIntro } from '@/components/sections/PageIntro'
import type { Locale } from '@/i18n/locales'
import type { PageKey } from '@/i18n/messages'
import { siteName } from '@/lib/seo'

/** The intro of a static route, from messages pages.<key>.{eyebrow,title,lead}. */
export async function StaticPageIntro({ locale, pageKey }: { locale: Locale; pageKey: PageKey }) {
  const t = await getTranslations({ locale, namespace: 'pages' })
  const values = { company: siteName(locale) }
  return (
    <PageIntro
      eyebrow={t(`${pageKey}.eyebrow`)}
      title={t(`${pageKey}.title`, values)}
      lead={t(`${pageKey}.lead`, values)}
    />
  )
}
