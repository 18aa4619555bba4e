import { shareCardResponse } from '@/features/share-card/share-card-route'

/*
 * The generated share cards (src/features/share-card): made on first request, kept in Next's cache and expired with
 * the article's or campaign's cache tags (a publish or an edit); the same fallback lifetime as the pages bounds it.
 */
export const dynamic = 'force-static'
// CMS_REVALIDATE_SECONDS (src/lib/cms/cache-tags.ts); Next needs a literal here.
export const revalidate = 30

export function generateStaticParams() {
  return []
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; kind: string; file: string }> }) {
  return shareCardResponse(await params)
}
