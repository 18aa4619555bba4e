import { type CSSProperties, Fragment, type ReactNode } from 'react'

import { japanesePhrases, NO_BREAK_PATTERN, widestPhraseEm } from '@/lib/typography/japanese-phrases'

/** Phrases up to this wide (em) fit any line the site sets a heading on; wider ones carry their width. */
const FITS_ANY_LINE_EM = 8

/**
 * A text with line breaks allowed only between Japanese phrases: the phrases are joined by <wbr> inside a
 * `.phrases` span, whose CSS (`word-break: keep-all`) forbids breaks anywhere else. Product and brand names
 * (NO_BREAK_TERMS) are kept whole in both languages (`.nobr`). A phrase wider than a phone's line makes the
 * span's text smaller there, just enough to fit (`--phrase-em`; headings only: `fit`); `overflow-wrap: anywhere`
 * stays the escape hatch for a narrower column. Server-rendered only: headings, card texts, buttons, figures'
 * labels and the short paragraphs of every page use it.
 */
export function Phrases({ text, fit = true }: { text: string | null | undefined; fit?: boolean }) {
  // An optional CMS field (an article without an excerpt) renders as nothing, never as a failed page.
  if (!text) return null
  const phrases = japanesePhrases(text)
  if (phrases.length < 2) return <>{withWholeNames(text)}</>
  const widest = widestPhraseEm(phrases)
  // On a narrow screen the heading shrinks just enough for its widest phrase to fit (globals.css).
  const style = fit && widest > FITS_ANY_LINE_EM ? ({ '--phrase-em': widest.toFixed(1) } as CSSProperties) : undefined
  return (
    <span className="phrases" style={style}>
      {phrases.map((phrase, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {withBracketsJoined(phrase)}
        </Fragment>
      ))}
    </span>
  )
}

/**
 * A closing bracket and the word after it inside one phrase (「見えない」を) held together: `keep-all` still lets
 * the browser break after a bracket, which started a line with the particle (「…「見えない」／を見える化」).
 */
const BRACKET_JOIN = /[」』）】〉》〕］｝][\u3041-\u30ff\u4e00-\u9fff]/g

function withBracketsJoined(phrase: string): ReactNode {
  if (!BRACKET_JOIN.test(phrase)) return withWholeNames(phrase)
  BRACKET_JOIN.lastIndex = 0
  const parts: ReactNode[] = []
  let last = 0
  for (const match of phrase.matchAll(BRACKET_JOIN)) {
    if (match.index > last) parts.push(<Fragment key={`t${last}`}>{withWholeNames(phrase.slice(last, match.index))}</Fragment>)
    parts.push(
      <span key={match.index} className="nobr">
        {match[0]}
      </span>,
    )
    last = match.index + match[0].length
  }
  if (last < phrase.length) parts.push(<Fragment key={`t${last}`}>{withWholeNames(phrase.slice(last))}</Fragment>)
  return parts
}

/** The text with each listed name in a span that does not break (a Latin name's space or hyphen would). */
function withWholeNames(text: string): ReactNode {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(NO_BREAK_PATTERN)) {
    // A name without a space or hyphen cannot break inside a phrase anyway.
    if (!/[\s-]/.test(match[0])) continue
    if (match.index > last) parts.push(text.slice(last, match.index))
    parts.push(
      <span key={match.index} className="nobr">
        {match[0]}
      </span>,
    )
    last = match.index + match[0].length
  }
  if (parts.length === 0) return text
  if (last < text.length) parts.push(text.slice(last))
  return parts
}
