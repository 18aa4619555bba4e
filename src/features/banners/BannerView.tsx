import Image from '@/components/ui/StaticImage'

import { Link } from '@/i18n/navigation'
import type { Banner } from '@/lib/cms/types'

import styles from './banners.module.css'

/** One banner: its image, linked when it has a link (site paths stay in the current language). */
export function BannerView({ banner, priority = false }: { banner: Banner; priority?: boolean }) {
  const image = (
    <Image
      className={styles.image}
      src={banner.image.src}
      alt={banner.image.alt || banner.title}
      width={banner.image.width}
      height={banner.image.height}
      sizes={banner.placement === 'home-hero' ? '(min-width: 1280px) 1200px, 100vw' : '(min-width: 1024px) 600px, 100vw'}
      priority={priority}
    />
  )
  const className = `${styles.banner} ${styles[banner.placement === 'home-hero' ? 'hero' : 'strip']}`
  if (!banner.href) return <div className={className}>{image}</div>
  if (/^https?:\/\//i.test(banner.href)) {
    return (
      <a className={className} href={banner.href} rel="noopener noreferrer" target="_blank">
        {image}
      </a>
    )
  }
  return (
    <Link className={className} href={banner.href}>
      {image}
    </Link>
  )
}
