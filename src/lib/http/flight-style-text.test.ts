import { describe, expect, it } from 'vitest'

import { withoutFlightStyleText } from './flight-style-text.mjs'

/** A payload string as Next writes it into a script (JSON, with `<`, `>` and `&` escaped). */
const escaped = (text: string) => JSON.stringify(text).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
const push = (text: string, attributes = '') => `<script${attributes}>self.__next_f.push([1,${escaped(text)}])</script>`
const textRow = (id: string, text: string) => `${id}:T${Buffer.byteLength(text, 'utf8').toString(16)},${text}`

/** The payload the browser would read from a page: every `[1,…]` push joined. */
function payloadOf(html: string): string {
  return [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)].map((m) => JSON.parse(m[1]) as string).join('')
}

const CSS = '.a{content:"こんにちは"}body>main{color:red}'
const style = (key: string, ref: string) => `["$","style","${key}",{"precedence":"next","href":"/_next/static/chunks/${key}.css","children":"$${ref}"}]`

function page(payload: string[], head = '<style data-precedence="next" data-href="/_next/static/chunks/0.css">' + CSS + '</style>') {
  return `<html><head>${head}</head><body><main>Hi</main><script>(self.__next_f=self.__next_f||[]).push([0])</script>${payload.map((p) => push(p, ' nonce="n1"')).join('<div></div>')}</body></html>`
}

describe("the inlined CSS's text in the RSC payload", () => {
  // Split across scripts mid-row, as the stream may be.
  const rows = [':HL["/x.css","style"]\n', `0:[${style('0', '8')},${style('1', '9')}]\n`, textRow('8', CSS), textRow('9', CSS), `a:["$","p",null,{"children":"$b"}]\n`, textRow('b', 'keep <me> & こ')]
  const whole = rows.join('')
  const html = page([whole.slice(0, 70), whole.slice(70, 131), whole.slice(131)])

  it('is emptied where a precedence style refers to it, and every other row is kept byte for byte', () => {
    const out = withoutFlightStyleText(html)
    expect(payloadOf(out)).toBe(rows.slice(0, 2).join('') + '8:T0,9:T0,' + rows.slice(4).join(''))
    // One script now, in the first one's place and with its attributes; the page around it unchanged.
    expect(out.match(/__next_f\.push\(\[1,/g)).toHaveLength(1)
    expect(out).toContain('<script nonce="n1">self.__next_f.push([1,')
    expect(out).toContain(`<style data-precedence="next" data-href="/_next/static/chunks/0.css">${CSS}</style>`)
    const withoutPayload = (text: string) => text.replace(/<script nonce="n1">[^<]*<\/script>/g, '')
    expect(withoutPayload(out)).toBe(withoutPayload(html))
    // Still safe inside a script: no raw `<`.
    expect(out.match(/<script nonce="n1">([^]*?)<\/script>/)![1]).not.toMatch(/</)
  })

  it('is kept when the same row is referenced from anywhere else', () => {
    const shared = [`0:[${style('0', '8')}]\n`, textRow('8', CSS), `c:["$","p",null,{"children":"$8"}]\n`].join('')
    const input = page([shared])
    expect(withoutFlightStyleText(input)).toBe(input)
  })

  it('is kept for a style without precedence or href (React hydrates those like any element)', () => {
    const plain = [`0:["$","style",null,{"children":"$8"}]\n`, textRow('8', CSS)].join('')
    const input = page([plain])
    expect(withoutFlightStyleText(input)).toBe(input)
  })

  it('leaves a page alone when its payload has rows or chunks it does not know, or none', () => {
    for (const input of [
      page([`0:[${style('0', '8')}]\n`, textRow('8', CSS), 'd:A10,0123456789abcdef']),
      page([`0:[${style('0', '8')}]\n` + textRow('8', CSS)]).replace('push([0])', 'push([0])</script><script>self.__next_f.push([3,"AAEC"])'),
      page([`0:[${style('0', '8')}]\n` + textRow('8', CSS) + '9:T20,short']),
      page([]),
      '<html><body>no payload</body></html>',
    ]) {
      expect(withoutFlightStyleText(input)).toBe(input)
    }
  })
})
