import { notFoundMetadata, SegmentNotFound } from '@/features/news/SegmentNotFound'

/** Unknown slug: 404 with the site's not-found page (see SegmentNotFound for why it is its own). */
export const metadata = notFoundMetadata
export default SegmentNotFound
