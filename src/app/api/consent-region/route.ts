/**
 * Whether the consent default is denied where the visitor is (issue 42): the tag manager snippet asks
 * this once per session when a CDN country header is configured (CONSENT_COUNTRY_HEADER), so the pages
 * themselves stay static and cacheable. Without the header, the configured country (CONSENT_DEFAULT_COUNTRY).
 * Never stored by a shared cache: the answer depends on the visitor.
 */
import { deniedFor } from '@/lib/consent/tag-manager'
import { consentSettings } from '@/lib/env'

export const dynamic = 'force-dynamic'

export function GET(request: Request) {
  const settings = consentSettings()
  const header = settings.countryHeader ? request.headers.get(settings.countryHeader)?.trim() : undefined
  const country = header && /^[A-Za-z]{2}$/.test(header) ? header.toUpperCase() : settings.defaultCountry
  return Response.json({ denied: deniedFor(country, settings) }, { headers: { 'Cache-Control': 'private, no-store', Vary: settings.countryHeader ?? 'Accept-Encoding' } })
}
