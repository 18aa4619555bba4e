import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { PageIntro } from '@/components/sections/PageIntro'
import type { Locale } from '@/i18n/locales'
import type { PreviewResult } from '@/lib/cms/preview'

import styles from './preview.module.css'

/**
 * Wraps a preview route: a clear "not published" notice above the draft, or a short explanation
 * when the draft cannot be shown (no valid link or session, or no such document).
 */
export async function PreviewFrame<T>({
  result,
  locale,
  children,
}: {
  result: PreviewResult<T>
  locale: Locale
  children: (value: T) => ReactNode
}) {
  const t = await getTranslations({ locale, namespace: 'preview' })
  if (result.kind !== 'ok') {
    const denied = result.kind === 'denied'
    return (
      <PageIntro title={denied ? t('deniedTitle') : t('missingTitle')} lead={denied ? t('deniedText') : t('missingText')} />
    )
  }
  return (
    <div data-preview="draft">
      <p className={styles.notice} role="status">
        {t('notice')}
      </p>
      {children(result.value)}
    </div>
  )
}
