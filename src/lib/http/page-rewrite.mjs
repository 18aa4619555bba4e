/**
 * What every stored page goes through before its inline scripts are hashed (the build adapter for prerendered
 * pages, the cache handlers for regenerated ones): Next's scripts after the first paint
 * (scripts-after-first-paint.mjs; docs/deviations.md "Scripts after first paint"). Plain JavaScript, for the same
 * reason as it. Off with DEVIATION_SCRIPTS_AFTER_PAINT=0 or FRAMEWORK_PLAIN=1 (read here, at build and run time,
 * because the build adapter and the cache handlers load outside Next's bundles and src/lib/env.ts).
 */
import { deviationOn } from '../deviations.mjs'
import { scriptsAfterFirstPaint } from './scripts-after-first-paint.mjs'

/** The page as it is stored and served; unchanged when the rewrite does not apply or is switched off. */
export function rewritePage(html) {
  return deviationOn('scriptsAfterPaint') ? scriptsAfterFirstPaint(html) : html
}
