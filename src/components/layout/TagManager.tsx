import Script from 'next/script'

import { tagManagerSnippet } from '@/lib/http/security-headers'

/**
 * Google Tag Manager: rendered only when GTM_ID is configured (DECISIONS: identity and configuration).
 * Its snippet is inserted by Next's client as an inline script; the site-wide script policy lists its hash
 * (security-headers.ts). What the container loads itself is beyond what this policy vouches for.
 */
export function TagManagerScript({ gtmId }: { gtmId: string }) {
  return (
    <Script id="gtm" strategy="afterInteractive">
      {tagManagerSnippet(gtmId)}
    </Script>
  )
}

export function TagManagerNoScript({ gtmId }: { gtmId: string }) {
  return (
    <noscript>
      <iframe
        src={`https://www.googletagmanager.com/ns.html?id=${encodeURIComponent(gtmId)}`}
        height="0"
        width="0"
        style={{ display: 'none', visibility: 'hidden' }}
        title="Google Tag Manager"
      />
    </noscript>
  )
}
