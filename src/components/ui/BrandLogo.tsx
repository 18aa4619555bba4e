import { BRAND_MARK_BODY, wordmark, wordmarkShapes, type BrandLockup } from '@/lib/brand'

/**
 * The brand lockup (mark + wordmark, src/lib/brand.ts) drawn inline, so it is sharp at any size and costs no
 * request. The wordmark takes the text colour (currentColor); the name itself is in the visually hidden text
 * beside it, so the link reads as the brand's name.
 */
export function BrandLogo({ lockup, name }: { lockup: BrandLockup; name: string }) {
  const { width, height } = wordmark(lockup)
  return (
    <>
      <svg className="brand-mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false" dangerouslySetInnerHTML={{ __html: BRAND_MARK_BODY }} />
      <svg
        className="brand-wordmark"
        viewBox={`0 0 ${width} ${height}`}
        style={{ aspectRatio: `${width} / ${height}` }}
        aria-hidden="true"
        focusable="false"
        dangerouslySetInnerHTML={{ __html: wordmarkShapes(lockup, 'currentColor') }}
      />
      <span className="brand-name visually-hidden">{name}</span>
    </>
  )
}
