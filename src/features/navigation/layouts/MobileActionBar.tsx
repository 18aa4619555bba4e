import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

import styles from './layouts.module.css'

/**
 * The default layout's smartphone variant: a bar fixed to the bottom of the screen with the contact
 * call-to-action and a way back to the top. Shown by CSS at phone widths, and on phones in
 * landscape once the client has recognised the device (html[data-device~="mobile"]).
 */
export async function MobileActionBar({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'runtime.mobileBar' })
  return (
    <nav className={styles.actionBar} aria-label={t('label')} data-mobile-action-bar="">
      <a href="#" className={styles.actionBarTop}>
        <span aria-hidden="true" className={styles.actionBarArrow} />
        {t('top')}
      </a>
      <Link href="/contact/" className={`button ${styles.actionBarCta}`}>
        {t('contact')}
      </Link>
    </nav>
  )
}
