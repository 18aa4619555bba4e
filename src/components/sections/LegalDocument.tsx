import type { ReactNode } from 'react'

import { Phrases } from '@/components/ui/Phrases'
import type { LegalView as LegalDoc } from '@/lib/cms/content-mappers'

import styles from './LegalDocument.module.css'

/**
 * A legal document: a table of contents, numbered articles with paragraphs and lists, and its dates.
 * `appendix` (the tag register, the cookie settings) follows the articles, before the dates.
 */
export function LegalDocument({ doc, tocLabel, appendix }: { doc: LegalDoc; tocLabel: string; appendix?: ReactNode }) {
  return (
    <div className={styles.legal}>
      {doc.preamble.map((p) => (
        <p key={p} className={styles.legalPreamble}>
          {p}
        </p>
      ))}
      <nav className={styles.toc} aria-label={tocLabel}>
        <p className={styles.tocTitle}>{tocLabel}</p>
        <ol>
          {doc.sections.map((section, i) => (
            <li key={section.heading}>
              <a href={`#article-${i + 1}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((section, i) => (
        <section key={section.heading} id={`article-${i + 1}`} className={styles.legalSection} aria-labelledby={`article-${i + 1}-title`}>
          <h2 id={`article-${i + 1}-title`} className={styles.legalHeading}>
            <Phrases text={section.heading} />
          </h2>
          {section.body.map((block, j) =>
            typeof block === 'string' ? (
              <p key={j}>
                <Phrases text={block} fit={false} />
              </p>
            ) : block.plain ? (
              <ul key={j} className={styles.legalPlainList}>
                {block.items.map((item) => (
                  <li key={item}>
                    <Phrases text={item} fit={false} />
                  </li>
                ))}
              </ul>
            ) : (
              <ol key={j} className={styles.legalList}>
                {block.items.map((item) => (
                  <li key={item}>
                    <Phrases text={item} fit={false} />
                  </li>
                ))}
              </ol>
            ),
          )}
        </section>
      ))}
      {appendix ? <div className={styles.legalAppendix}>{appendix}</div> : null}
      <dl className={styles.legalDates}>
        {doc.dates.map((d) => (
          <div key={d.label}>
            <dt>{d.label}</dt>
            <dd>{d.value}</dd>
          </div>
        ))}
      </dl>
      {doc.signature ? <p className={styles.legalSignature}>{doc.signature}</p> : null}
    </div>
  )
}
