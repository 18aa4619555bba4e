import Image from '@/components/ui/StaticImage'

import { Phrases } from '@/components/ui/Phrases'

import styles from './MessageLetter.module.css'
import type { SectionImage } from './types'

/** A signed message (CEO, head of recruiting): a heading, paragraphs and the signature. */
export function MessageLetter({
  message: { heading, paragraphs },
  signature,
  name,
  image,
}: {
  message: { heading: string; paragraphs: string[] }
  signature: string
  name?: string
  image?: SectionImage
}) {
  return (
    <article className={styles.letter}>
      <h2 className={styles.letterHeading}>
        <Phrases text={heading} />
      </h2>
      <div className={styles.prose}>
        {paragraphs.map((p) => (
          <p key={p}><Phrases text={p} fit={false} /></p>
        ))}
      </div>
      <footer className={styles.letterSignature}>
        {image ? (
          <Image src={image.src} width={image.width} height={image.height} alt={image.alt} focus={image.focus} sizes="120px" className={styles.letterImage} />
        ) : null}
        <p>
          <span className={styles.letterRole}>
            <Phrases text={signature} />
          </span>
          {name ? <span className={styles.letterName}>{name}</span> : null}
        </p>
      </footer>
    </article>
  )
}
