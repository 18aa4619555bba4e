import type { Metadata } from 'next'

import { DetailNotFound } from '@/features/news/DetailNotFound.client'

/** Unknown slug: 404 with the site's not-found page (see DetailNotFound for why it is its own). */
export const metadata: Metadata = { robots: { index: false, follow: false } }

export default function NotFound() {
  return <DetailNotFound />
}
