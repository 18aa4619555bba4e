import { tagManagerSnippet } from '@/lib/http/security-headers'

/**
 * Google Tag Manager: rendered only when GTM_ID is configured (DECISIONS: identity and configuration).
 * A plain inline script in the page's HTML (no next/script client code): it sets up the data layer at once
 * and loads gtm.js after the page's load event, when the browser is idle. The site-wide script policy lists
 * its hash (security-headers.ts). What the container loads itself is beyond what this policy vouches for.
 */
export function TagManagerScript({ gtmId }: { gtmId: string }) {
  return <script id="gtm" dangerouslySetInnerHTML={{ __html: tagManagerSnippet(gtmId) }} />
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
