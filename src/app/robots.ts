import type { MetadataRoute } from 'next'

import { env } from '@/lib/env'

/**
 * robots.txt: everything public is crawlable; the admin, the API and every preview route are not.
 * Only Disallow lines: crawling is allowed by default, and without an `Allow: /` ahead of them a
 * first-match parser cannot read "allow everything" before the exceptions. No `Host:` line (a
 * non-standard directive, ignored or flagged by most crawlers); the canonical origin is in the sitemap.
 */
export default function robots(): MetadataRoute.Robots {
  const origin = env().SITE_ORIGIN
  return {
    rules: [
      {
        userAgent: '*',
        disallow: [
          '/admin',
          '/api/',
          '/draft/',
          '/Draft/',
          '/news/draft/',
          '/news/Draft/',
          '/campaign/draft/',
          '/campaign/Draft/',
          '/en/draft/',
          '/en/Draft/',
          '/en/news/draft/',
          '/en/news/Draft/',
          '/en/campaign/draft/',
          '/en/campaign/Draft/',
          '/contact/Confirm/',
          '/contact/Complete/',
          '/contact/Error/',
          '/en/contact/Confirm/',
          '/en/contact/Complete/',
          '/en/contact/Error/',
        ],
      },
    ],
    sitemap: `${origin}/sitemap.xml`,
  }
}
