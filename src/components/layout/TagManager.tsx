import {
  type ConsentSettings,
  tagManagerSnippet,
} from "@/lib/consent/tag-manager";

/**
 * Google Tag Manager behind Consent Mode v2: rendered only when GTM_ID is configured (DECISIONS: identity
 * and configuration). A plain inline script in the page's HTML (no next/script client code): it sets the
 * consent default and the visitor's stored choice at once and loads gtm.js after the page's load event, when
 * the browser is idle, and only where consent allows (src/lib/consent/tag-manager.ts). The site-wide script
 * policy lists its hash (security-headers.ts). What the container loads itself is beyond what this policy vouches for.
 */
export function TagManagerScript({
  gtmId,
  consent,
}: {
  gtmId: string;
  consent: ConsentSettings;
}) {
  return (
    <script
      id="gtm"
      dangerouslySetInnerHTML={{ __html: tagManagerSnippet(gtmId, consent) }}
    />
  );
}
