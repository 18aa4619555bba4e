import { shareCardResponse } from '@/features/share-card/share-card-route'

/*
 * The generated share cards (src/features/share-card). Rendered per request, so that a URL that is no card leaves
 * nothing in Next's route cache; the PNG itself is kept in the data cache under the item's tags (share-card-route.ts).
 */
export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; kind: string; file: string }> }) {
  return shareCardResponse(await params)
}
