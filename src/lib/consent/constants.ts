/** Names shared by the consent snippet, the dialog and the region endpoint (issue 42). */

/** The visitor's choice: 'granted' or 'denied', first-party, one year. */
export const CONSENT_COOKIE = 'site_consent'
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
/** Whether the consent default is denied where the visitor is ('denied' or 'granted'), for this session. */
export const CONSENT_REGION_COOKIE = 'site_consent_region'
/** Answers `{ denied }` for the requesting visitor's country (never cached by a shared cache). */
export const CONSENT_REGION_PATH = '/api/consent-region/'
/** The contact steps, where the tag manager does not run (as source text of a regular expression literal). */
export const CONTACT_STEPS_PATTERN = '/^\\/(?:en\\/)?contact\\//'
/** The EEA (EU 27, Iceland, Liechtenstein, Norway), the United Kingdom and Switzerland. */
export const DEFAULT_DENIED_REGIONS =
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO GB CH'
/** What a Google Analytics 4 container needs beyond the tag manager's own origin. */
export const DEFAULT_TAG_VENDOR_ORIGINS = 'https://www.google-analytics.com https://*.google-analytics.com https://*.analytics.google.com'
/** Where the consent settings live on the policy page (the footer link's fallback without script). */
export const CONSENT_SETTINGS_ANCHOR = 'consent-settings'
