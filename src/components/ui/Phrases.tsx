import { type CSSProperties, Fragment } from 'react'

import { japanesePhrases, widestPhraseEm } from '@/lib/typography/japanese-phrases'

/** Phrases up to this wide (em) fit any line the site sets a heading on; wider ones carry their width. */
const FITS_ANY_LINE_EM = 8

/**
 * A heading's text with line breaks allowed only between Japanese phrases: the phrases are joined by
 * <wbr> inside a `.phrases` span, whose CSS (`word-break: keep-all`) forbids breaks anywhere else. A phrase
 * wider than a phone's line makes the span's text smaller there, just enough to fit (`--phrase-em`);
 * `overflow-wrap: anywhere` stays the escape hatch for a narrower column. Server-rendered only.
 */
export function Phrases({ text }: { text: string }) {
  const phrases = japanesePhrases(text)
  if (phrases.length < 2) return <>{text}</>
  const widest = widestPhraseEm(phrases)
  // On a narrow screen the heading shrinks just enough for its widest phrase to fit (globals.css).
  const style = widest > FITS_ANY_LINE_EM ? ({ '--phrase-em': widest.toFixed(1) } as CSSProperties) : undefined
  return (
    <span className="phrases" style={style}>
      {phrases.map((phrase, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {phrase}
        </Fragment>
      ))}
    </span>
  )
}
