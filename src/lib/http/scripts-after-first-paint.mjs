/**
 * Next's scripts run after the page's first paint (issue 14 goal 1; docs/decisions.md P5).
 *
 * Next writes its client chunks (~150 KB) into every page as `<script src async>`: they are fetched with the
 * page's first bytes and run the moment they arrive. On a slow network they share the bandwidth with the
 * page's picture; where they come quickly (a repeat visit, from the cache; a fast network) their evaluation
 * runs while the browser is still styling the page, and the first paint waits for it. Every page's content
 * is in its HTML and its CSS inlined, so the first paint needs none of them. This rewrites a page's HTML:
 * - each chunk's `<script src async>` is taken out, with React's `<link rel="preload">` of it, if any;
 * - one small inline script at the end of the body adds the same scripts once the browser reports the
 *   page's first contentful paint (see loaderScript). Their download starts then, not before: a script
 *   that arrived earlier is what Lighthouse's simulation counts in the paint (bench/lcp-graph.mjs).
 * The scripts then run in the order they arrive, exactly as async scripts do, and the page hydrates as
 * before, a round trip later on a slow network; a click on a button before then is held and replayed. A page whose HTML does not have Next's script tags
 * (another Next version) is left unchanged.
 *
 * Plain JavaScript: used by the build adapter and the cache handlers, which Next loads outside its bundles
 * (src/lib/http/csp-hashes.mjs applies it before it hashes a page's inline scripts).
 */

/** A script element with no content: `<script src="…" async="" …></script>`, its attributes captured. */
const EMPTY_SCRIPT = /<script((?:\s+[a-zA-Z-]+(?:="[^"<>]*")?)*)\s*><\/script>/g
const ATTRIBUTE = /\s+([a-zA-Z-]+)(?:="([^"<>]*)")?/g

/** A tag's attributes by lower-case name (a bare attribute has the value ''). */
function attributesOf(text) {
  return new Map([...text.matchAll(ATTRIBUTE)].map((match) => [match[1].toLowerCase(), match[2] ?? '']))
}

/**
 * The URL of one of Next's client chunks, written by React as a bootstrap script (`src` under
 * /_next/static/, `async`, and the request's nonce when a page is regenerated at run time, which the policy
 * does not need: it allows them by 'self'); undefined for any other script.
 */
function chunkUrl(attributes) {
  const found = attributesOf(attributes)
  const src = found.get('src')
  if (!src || !found.has('async') || ![...found.keys()].every((name) => ['src', 'async', 'nonce'].includes(name))) return undefined
  return /\/_next\/static\/[^"]*\.js$/.test(src) ? src : undefined
}

/** A `<link>` element, its attributes captured. */
const LINK = /<link((?:\s+[a-zA-Z-]+(?:="[^"<>]*")?)*)\s*\/?>/g

/** The script URL a `<link rel="preload" as="script">` fetches; undefined for any other link. */
function preloadedScript(attributes) {
  const found = attributesOf(attributes)
  return found.get('rel') === 'preload' && found.get('as') === 'script' ? found.get('href') : undefined
}

/**
 * The window property where the chunk-failure recovery (src/features/navigation/runtime/chunk-recovery.ts,
 * CHUNK_RECOVERY_GLOBAL) offers `recover`: a page's payload that fails to load reloads the page as a failed chunk does.
 */
export const CHUNK_RECOVERY_GLOBAL = '__kaimonoChunkRecovery'

/**
 * Where a cached page's hydration payload is served when the front door sends the page without it
 * (page-data.mjs): `/_page-data/<digest><the page's path and query>`, the digest in the loader tag's attribute.
 * Here, not there: the app's client code imports this module, and page-data.mjs needs Node's crypto.
 */
export const PAGE_DATA_PREFIX = '/_page-data/'
export const PAGE_DATA_ATTRIBUTE = 'data-page-data'

/** Marks the loader, so a page is never rewritten twice. */
const LOADER_ID = 'scripts-after-paint'

/**
 * How long the loader waits for the first contentful paint before it adds the scripts anyway (a page that
 * paints nothing, a browser that never reports it): past this, the page would hydrate as it did before.
 */
export const FIRST_PAINT_WAIT_MS = 3000

/**
 * Where the loader keeps the clicks it holds until the page has hydrated: `window[HELD_CLICKS]`, with a
 * `release()` the app calls once it has (src/features/navigation/runtime/ReleaseHeldClicks.client.tsx).
 */
export const HELD_CLICKS = '__heldClicks'

/** On <html> once the page has hydrated (set by the same component): for the tests, and for anyone debugging. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'

/**
 * An entry the loader puts in Next's list of scripts to run before hydration (`self.__next_s`, next/script's
 * `beforeInteractive`): a script element of a type that never runs, which Next adds to the head and then waits
 * for with `setTimeout` (Next's client app-bootstrap.js). So once the last chunk has arrived, compiling it and
 * starting Next's runtime is one task, and loading the app's modules and hydrating is the next one, not one long
 * task of both (issue 14: each is counted in the page's Total Blocking Time only beyond 50 ms of a slow phone).
 */
export const HYDRATION_TASK_ENTRY = [0, { type: 'text/plain', 'data-hydration-task': '', children: '' }]

/**
 * The page's main pictures (StaticImage's `preload`: the hero, the map of the offices), which the loader lets
 * finish before it adds the scripts: a picture that arrives after the first paint (an SVG map, a slow network)
 * is then on the screen before 150 KB of script share its bandwidth, and its paint is not one Lighthouse ties to
 * the scripts' download (docs/decisions.md S4). The time limit still applies.
 */
export const MAIN_PICTURES = 'img[fetchpriority="high"]'

/** Elements whose click needs the app (buttons; the language links, which save the choice first). */
export const HELD_CLICK_TARGETS = 'button,a[data-locale]'

/** If the app never says it is ready (its scripts failed), held clicks are let go after this long. */
export const HELD_CLICKS_LIMIT_MS = 15000

/**
 * The loader's text for a list of script URLs (JSON: the URLs contain no `<`, see EMPTY_SCRIPT).
 * - It adds them on a task of its own once the browser reports the first contentful paint, which it does
 *   when the frame is on the screen (the main thread has drawn it a frame or two earlier); where paint
 *   timing is not reported, after the second frame; in a hidden tab, which draws nothing, at once. A main
 *   picture (MAIN_PICTURES) still loading then is waited for (its load or error, and a frame to paint it).
 *   Past FIRST_PAINT_WAIT_MS from the start they are added whatever has happened.
 * - Each script (and each preload) is added on a task of its own, except in a hidden tab: starting a request costs
 *   the main thread 1-15 ms on a busy phone, and ten of them on one task were a long task that Lighthouse counted
 *   in the page's blocking time (docs/decisions.md P5).
 * - With them it asks Next to hydrate on a task after the one that starts its runtime (HYDRATION_TASK_ENTRY).
 * - When its tag names the page's hydration payload (PAGE_DATA_ATTRIBUTE: the front door sent the page without it,
 *   page-data.mjs), it fetches the payload, preloads the scripts, pushes the payload into `self.__next_f` as the page's own
 *   scripts would have, then adds the scripts: Next reads the payload when its runtime starts. A payload that does
 *   not come asks the chunk-failure recovery to reload the page (at most once a minute), as a failed chunk does.
 * - Until the app is ready, a click on a button or a language link does nothing by itself (a form's button
 *   would submit the form natively, its fields in the address): it is held, and clicked again once the app
 *   releases it. Links to pages are not held: they work as plain links.
 */
export function loaderScript(urls) {
  return (
    `(function(u){var d=0,q=[],c=document.currentScript,p=c&&c.getAttribute(${JSON.stringify(PAGE_DATA_ATTRIBUTE)});function h(e){var b=e.target&&e.target.closest&&e.target.closest(${JSON.stringify(HELD_CLICK_TARGETS)});` +
    `if(!b)return;e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(b)<0)q.push(b)}` +
    `function r(){document.removeEventListener('click',h,true);var x=q;q=[];x.forEach(function(b){if(b.isConnected)b.click()})}` +
    `document.addEventListener('click',h,true);window[${JSON.stringify(HELD_CLICKS)}]={release:r};setTimeout(r,${HELD_CLICKS_LIMIT_MS});` +
    `function a(s,k){function m(){var e=document.createElement(k?'link':'script');if(k){e.rel='preload';e.as='script';e.href=s}else{e.src=s;e.async=true}document.head.appendChild(e)}` +
    `if(document.visibilityState==='hidden')m();else setTimeout(m,0)}` +
    `function g(){u.forEach(function(s){a(s)})}` +
    `function l(){if(d)return;d=1;(window.__next_s=window.__next_s||[]).push(${JSON.stringify(HYDRATION_TASK_ENTRY)});if(!p)return g();` +
    `fetch(${JSON.stringify(PAGE_DATA_PREFIX)}+p+location.pathname+location.search).then(function(r){if(!r.ok)throw r.status;return r.json()})` +
    `.then(function(x){var f=self.__next_f=self.__next_f||[];x.forEach(function(s){f.push(s)})},function(){var k=window[${JSON.stringify(CHUNK_RECOVERY_GLOBAL)}];if(k)k.recover('page-data')}).then(g);u.forEach(function(s){a(s,1)})}` +
    `function t(){var w=[].filter.call(document.querySelectorAll(${JSON.stringify(MAIN_PICTURES)}),function(i){return!i.complete}),n=w.length;if(!n)return setTimeout(l,0);` +
    `function f(){if(!--n)requestAnimationFrame(function(){setTimeout(l,0)})}w.forEach(function(i){i.addEventListener('load',f,{once:true});i.addEventListener('error',f,{once:true})})}` +
    `if(document.visibilityState==='hidden')return l();` +
    `document.addEventListener('visibilitychange',function(){if(document.visibilityState==='hidden')l()});setTimeout(l,${FIRST_PAINT_WAIT_MS});` +
    `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(x,o){if(x.getEntriesByName('first-contentful-paint').length){o.disconnect();t()}}).observe({type:'paint',buffered:true})}` +
    `else requestAnimationFrame(function(){requestAnimationFrame(t)})})(${JSON.stringify(urls)})`
  )
}

/** The script URLs a page's loader adds after its first paint (the list `loaderScript` was given); [] without one. */
export function scriptsAddedAfterFirstPaint(html) {
  const found = new RegExp(`<script id="${LOADER_ID}"[^>]*>[\\s\\S]*?\\}\\)\\((\\[[^\\]]*\\])\\)</script>`).exec(html)
  return found ? JSON.parse(found[1]) : []
}

/** The page with Next's chunk scripts added after its first paint; unchanged when it has none. */
export function scriptsAfterFirstPaint(html) {
  if (html.includes(`id="${LOADER_ID}"`)) return html
  const urls = []
  let rewritten = html.replace(EMPTY_SCRIPT, (tag, attributes) => {
    const src = chunkUrl(attributes)
    if (src === undefined) return tag
    if (!urls.includes(src)) urls.push(src)
    return ''
  })
  if (urls.length === 0 || !rewritten.includes('</body>')) return html
  // React also preloads some of them from the head: they would still arrive before the first paint.
  rewritten = rewritten.replace(LINK, (tag, attributes) => (urls.includes(preloadedScript(attributes) ?? '') ? '' : tag))
  const at = rewritten.lastIndexOf('</body>')
  return `${rewritten.slice(0, at)}<script id="${LOADER_ID}">${loaderScript(urls)}</script>${rewritten.slice(at)}`
}
