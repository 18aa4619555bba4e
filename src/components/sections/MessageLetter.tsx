import Image from '@/components/ui/StaticImage'

import { Phrases } from '@/components/ui/Phrases'

import styles from './MessageLetter.module.css'
import { splitSignature } from './signature'
import type { SectionImage } from './types'

/**
 * A signed message (CEO, head of recruiting): a heading, paragraphs and the signature, the role small over the
 * name in bold. Without `name`, the signature line is split into the two (signature.ts).
 */
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
  const signer = name ? { role: signature, name } : splitSignature(signature)
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
          {signer.role ? (
            <span className={styles.letterRole}>
              <Phrases text={signer.role} />
            </span>
          ) : null}
          <span className={styles.letterName}>{signer.name}</span>
        </p>
      </footer>
    </article>
  )
}
