import { Fragment } from 'react'

import { japanesePhrases } from '@/lib/typography/japanese-phrases'

/**
 * A heading's text with line breaks allowed only between Japanese phrases: the phrases are joined by
 * <wbr> inside a `.phrases` span, whose CSS (`word-break: keep-all`) forbids breaks anywhere else, with
 * `overflow-wrap: anywhere` as the escape hatch for a phrase longer than the line. Server-rendered only.
 */
export function Phrases({ text }: { text: string }) {
  const phrases = japanesePhrases(text)
  if (phrases.length < 2) return <>{text}</>
  return (
    <span className="phrases">
      {phrases.map((phrase, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {phrase}
        </Fragment>
      ))}
    </span>
  )
}
