/**
 * What every stored page goes through before its inline scripts are hashed (the build adapter for prerendered
 * pages, the cache handlers for regenerated ones): its inlined CSS once, not twice (flight-style-text.mjs),
 * and Next's scripts after the first paint (scripts-after-first-paint.mjs). Plain JavaScript, for the same
 * reason as both.
 */
import { withoutFlightStyleText } from './flight-style-text.mjs'
import { scriptsAfterFirstPaint } from './scripts-after-first-paint.mjs'

/** The page as it is stored and served; unchanged when neither rewrite applies. */
export function rewritePage(html) {
  return scriptsAfterFirstPaint(withoutFlightStyleText(html))
}
