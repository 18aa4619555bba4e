import { BRAND_MARK_BODY, wordmark, wordmarkShapes } from '@/lib/brand'
import { env } from '@/lib/env'

/**
 * The company's mark in the admin (issue 43, defect 8): the sign-in page's logo and the navigation's icon, in
 * place of Payload's. Drawn inline from src/lib/brand.ts like the site's header; the wordmark takes the admin's text
 * colour, so it reads in the light and the dark theme. The lockup follows the admin's language.
 */
type BrandProps = { i18n?: { language?: string } }

export function AdminLogo({ i18n }: BrandProps) {
  const lockup = i18n?.language === 'en' ? 'en' : 'ja'
  const { width, height } = wordmark(lockup)
  const name = lockup === 'en' ? env().COMPANY_NAME_EN : env().COMPANY_NAME_JA
  return (
    <span role="img" aria-label={name} className="admin-brand" style={{ display: 'inline-flex', alignItems: 'center', gap: '0.75rem' }}>
      <svg viewBox="0 0 64 64" width="48" height="48" aria-hidden="true" focusable="false" dangerouslySetInnerHTML={{ __html: BRAND_MARK_BODY }} />
      <svg viewBox={`0 0 ${width} ${height}`} height="32" style={{ width: 'auto' }} aria-hidden="true" focusable="false" dangerouslySetInnerHTML={{ __html: wordmarkShapes(lockup, 'currentColor') }} />
    </span>
  )
}

export function AdminIcon() {
  return <svg viewBox="0 0 64 64" width="28" height="28" aria-hidden="true" focusable="false" dangerouslySetInnerHTML={{ __html: BRAND_MARK_BODY }} />
}
