import { getRedirectRules } from '@/lib/cms/redirects'

/**
 * The editor-managed redirects as JSON, for the proxy (src/lib/redirects/proxy-redirect.ts), which
 * cannot load the CMS itself. Cached by tag: a saved redirect expires it at once.
 */
export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  const rules = await getRedirectRules()
  return Response.json({ rules }, { headers: { 'Cache-Control': 'no-store' } })
}
