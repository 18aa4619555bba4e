// Which language a page of the site (or of the floor app) is in, from its path: English under /en/, Japanese
// elsewhere. The benches open each page as a visitor of that language would (bench/lighthouse.mjs, lcp-graph.mjs).
export const isEnglishPath = (path) => path === '/en' || path.startsWith('/en/')

/** The Accept-Language a visitor of that page's language sends: the root then answers without its language redirect. */
export const acceptLanguageFor = (url) => (isEnglishPath(new URL(url).pathname) ? 'en-US,en;q=0.9' : 'ja-JP,ja;q=0.9')
