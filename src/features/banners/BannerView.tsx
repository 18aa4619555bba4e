import type { ReactNode } from 'react'

import { Phrases } from '@/components/ui/Phrases'
import Image from '@/components/ui/StaticImage'

import { Link } from '@/i18n/navigation'
import type { Banner } from '@/lib/cms/types'

import styles from './banners.module.css'

const SIZES = '(min-width: 1280px) 1200px, 100vw'

/**
 * One banner, linked when it has a link (site paths stay in the current language). A banner with a
 * headline shows it as real text over the picture (beside it on phones), so the message is
 * translated, readable and read out; the picture is then decorative. Without a headline the picture
 * stands alone and carries its alt text.
 */
export function BannerView({ banner, priority = false }: { banner: Banner; priority?: boolean }) {
  const { message } = banner
  const content: ReactNode = (
    <>
      <Image
        className={styles.image}
        src={banner.image.src}
        alt={message ? '' : banner.image.alt || banner.title}
        focus={banner.image.focus}
        width={banner.image.width}
        height={banner.image.height}
        sizes={SIZES}
        priority={priority}
      />
      {message ? (
        <span className={styles.message}>
          <span className={styles.headline}><Phrases text={message.headline} fit={false} /></span>
          {/* Phrase breaks: the subline broke 「試／せます。」 on phones. */}
          {message.subline ? <span className={styles.subline}><Phrases text={message.subline} fit={false} /></span> : null}
          {message.ctaLabel ? (
            <span className={styles.cta}>
              {message.ctaLabel}
              <span aria-hidden="true"> →</span>
            </span>
          ) : null}
        </span>
      ) : null}
    </>
  )
  const className = [styles.banner, styles[banner.placement === 'home-hero' ? 'hero' : 'strip'], message ? styles.withMessage : '']
    .filter(Boolean)
    .join(' ')
  if (!banner.href) return <div className={className}>{content}</div>
  if (/^https?:\/\//i.test(banner.href)) {
    return (
      <a className={className} href={banner.href} rel="noopener noreferrer" target="_blank">
        {content}
      </a>
    )
  }
  return (
    <Link className={className} href={banner.href}>
      {content}
    </Link>
  )
}
