/**
 * The page's inlined CSS once in its HTML, not twice (issue 14 goal 1; docs/decisions.md, issue 14, tenth pass).
 *
 * With `experimental.inlineCss`, Next writes each stylesheet as a `<style data-href data-precedence>` in the
 * head, and the same element, with its whole text, into the page's RSC payload (the `self.__next_f.push`
 * scripts at the end of the body), which React reads to hydrate. There React only looks the style up by
 * its `href` (react-dom's acquireResource: `style[data-href~="…"]`, found in the head) and never uses the
 * text: the text is needed only to insert a stylesheet the document lacks, and on a client navigation Next
 * sends `<link>`s instead. So this rewrite empties those texts in the payload: about a fifth of a page's
 * compressed HTML (33 → 26 KB on the home page), which a phone downloads before its first paint.
 *
 * Only what it understands is changed, and only when all of it parses; otherwise the page is returned as it
 * was: the payload's text rows (`<id>:T<hex byte length>,<text>`) referenced once, by the `children` of a
 * `style` element that has a string `precedence` and `href`. A payload with binary rows or chunks is left
 * alone. Plain JavaScript: used by the build adapter and the cache handlers (page-rewrite.mjs).
 */

/** One `self.__next_f.push([1,"…"])` script of the payload (its string as Next escapes it), with its tag. */
const PAYLOAD_SCRIPT = /<script((?:\s+[a-zA-Z-]+(?:="[^"<>]*")?)*)>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g
/** Any other push: the bootstrap `[0]`, form state `[2,…]`, binary `[3,…]`. */
const OTHER_PUSH = /self\.__next_f\.push\(\[(\d)/g

/** A row that carries bytes after a length (`T` text; the other letters are typed arrays and the like). */
const LENGTH_ROW = /^([A-Za-z])([0-9a-f]+),/

/** How Next escapes the payload's strings inside a script (htmlEscapeJsonString): the same on the way back. */
const ESCAPES = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' }
const escapeForScript = (text) => JSON.stringify(text).replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c])

/**
 * The payload's rows, in order: `{ id, text }` for a text row (its text as a Buffer), `{ id, raw }` for any
 * other (the whole row, newline included). Undefined if a row is not one of these two kinds.
 */
function rowsOf(payload) {
  const bytes = Buffer.from(payload, 'utf8')
  const rows = []
  let at = 0
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at)
    if (colon < 0) return undefined
    const id = bytes.subarray(at, colon).toString('latin1')
    // Hints (`:HL[…]`) have no id.
    if (!/^[0-9a-f]*$/.test(id)) return undefined
    const length = LENGTH_ROW.exec(bytes.subarray(colon + 1, colon + 24).toString('latin1'))
    if (length) {
      if (length[1] !== 'T') return undefined
      const start = colon + 1 + length[0].length
      const end = start + parseInt(length[2], 16)
      if (end > bytes.length) return undefined
      rows.push({ id, text: bytes.subarray(start, end) })
      at = end
    } else {
      const newline = bytes.indexOf(0x0a, colon)
      if (newline < 0) return undefined
      rows.push({ id, raw: bytes.subarray(at, newline + 1) })
      at = newline + 1
    }
  }
  return rows
}

/** The ids of text rows given as a precedence style's children in one JSON row (`"$<id>"`). */
function styleTextIds(json, found) {
  const visit = (node) => {
    if (!Array.isArray(node)) {
      if (node && typeof node === 'object') for (const value of Object.values(node)) visit(value)
      return
    }
    const props = node[3]
    if (node[0] === '$' && node[1] === 'style' && props && typeof props === 'object') {
      const ref = /^\$([0-9a-f]+)$/.exec(typeof props.children === 'string' ? props.children : '')
      if (ref && typeof props.precedence === 'string' && typeof props.href === 'string') found.push(ref[1])
    }
    for (const item of node) visit(item)
  }
  visit(json)
}

/** The page with the text of its inlined stylesheets emptied in its RSC payload; unchanged if there is none. */
export function withoutFlightStyleText(html) {
  const scripts = [...html.matchAll(PAYLOAD_SCRIPT)]
  if (scripts.length === 0) return html
  if ([...html.matchAll(OTHER_PUSH)].some((match) => match[1] !== '0' && match[1] !== '1')) return html
  let payload
  try {
    payload = scripts.map((match) => JSON.parse(match[2])).join('')
  } catch {
    return html
  }
  const rows = rowsOf(payload)
  if (!rows) return html

  const ids = []
  for (const row of rows) {
    if (!row.raw || !row.raw.includes('"style"')) continue
    const body = row.raw.subarray(row.id.length + 1).toString('utf8')
    try {
      styleTextIds(JSON.parse(body), ids)
    } catch {
      // A tagged row (an import, a hint) or one that is not JSON: it holds no style element.
    }
  }
  // A text referenced anywhere else is kept.
  const referenced = (id) => payload.split(`"$${id}"`).length - 1
  const empty = new Set(ids.filter((id) => referenced(id) === ids.filter((other) => other === id).length))
  if (empty.size === 0) return html

  const rewritten = rows
    .map((row) => (row.raw ? row.raw.toString('utf8') : `${row.id}:T${empty.has(row.id) ? '0,' : `${row.text.length.toString(16)},${row.text.toString('utf8')}`}`))
    .join('')
  // The whole payload in the first script's place (the page is not streamed any more: it is stored whole).
  const first = scripts[0]
  let index = 0
  return html.replace(PAYLOAD_SCRIPT, () =>
    index++ === 0 ? `<script${first[1]}>self.__next_f.push([1,${escapeForScript(rewritten)}])</script>` : '',
  )
}
