import { getLandingPaths } from '@/lib/cms/landing'
import { getRedirectRules } from '@/lib/cms/redirects'
import { landingSitePath } from '@/lib/landing-paths'

/**
 * The editor-managed redirects and the published landing pages' paths as JSON, for the proxy
 * (src/lib/redirects/proxy-redirect.ts), which cannot load the CMS itself. Cached by tag: a saved redirect or
 * a published page expires it at once.
 */
export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  const [rules, pages] = await Promise.all([getRedirectRules(), getLandingPaths()])
  return Response.json({ rules, pages: pages.map((page) => landingSitePath(page.path)) }, { headers: { 'Cache-Control': 'no-store' } })
}
