import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/Icon'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

import { MAX_QUERY_LENGTH } from './normalize'
import { SearchComposeGuard } from './SearchComposeGuard.client'
import styles from './search.module.css'

/**
 * The site search box: a plain GET form to /search/ (works without JavaScript), labelled, in a
 * `role="search"` landmark. `id` tells the header's box from the page's.
 */
export async function SearchBox({ locale, id, defaultValue = '', compact = false }: { locale: Locale; id: string; defaultValue?: string; compact?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'search' })
  return (
    <form role="search" action={getPathname({ href: '/search/', locale })} method="get" className={compact ? `${styles.box} ${styles.compact}` : styles.box} data-search-box="">
      <label htmlFor={id} className={compact ? 'visually-hidden' : styles.label}>
        {t('label')}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          type="search"
          name="q"
          defaultValue={defaultValue}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t('placeholder')}
          enterKeyHint="search"
          autoComplete="off"
        />
        <button type="submit" className={`button ${styles.submit}`}>
          <Icon name="search" size={20} />
          <span>{t('submit')}</span>
        </button>
      </div>
      <SearchComposeGuard />
    </form>
  )
}
