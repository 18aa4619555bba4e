/**
 * The locales and the default one, in plain JavaScript: locales.ts types them for the app, and the cache handler's
 * helpers (src/lib/http/edge-purge.mjs), which Next loads outside its bundles, read the same list.
 */
export const LOCALE_LIST = /** @type {const} */ (['ja', 'en'])
export const DEFAULT_LOCALE_NAME = /** @type {const} */ ('ja')
