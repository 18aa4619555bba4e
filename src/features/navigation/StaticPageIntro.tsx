import { getTranslations } from 'next-intl/server'

import { PageIntro } from '@/components/sections/PageIntro'
import type { Locale } from '@/i18n/locales'
import type { PageKey } from '@/i18n/messages'

/** The intro of a static route, from messages pages.<key>.{eyebrow,title,lead}. */
export async function StaticPageIntro({ locale, pageKey }: { locale: Locale; pageKey: PageKey }) {
  const t = await getTranslations({ locale, namespace: 'pages' })
  return (
    <PageIntro
      eyebrow={t(`${pageKey}.eyebrow`)}
      title={t(`${pageKey}.title`)}
      lead={t(`${pageKey}.lead`)}
    />
  )
}
