import { getTranslations } from 'next-intl/server'

import { Phrases } from '@/components/ui/Phrases'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

export async function NotFoundContent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'errors' })
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <p className="error-page__code">404</p>
      <h1 id="error-title" className="error-page__title">
        <Phrases text={t('notFoundHeading')} />
      </h1>
      <p className="error-page__text"><Phrases text={t('notFoundText')} fit={false} /></p>
      <p className="visually-hidden"><Phrases text={t('notFoundTitle')} fit={false} /></p>
      <Link href="/" className="button">
        {t('backToHome')}
      </Link>
    </section>
  )
}
