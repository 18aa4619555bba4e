/**
 * GET /_ipx/<modifiers>/<path>: the image endpoint (requirements §7). The folder is spelled `%5Fipx`
 * because App Router treats folders starting with `_` as private; Next maps `%5F` back to `_`.
 */
import { imageService } from '@/features/images/server'
import { clientAddress, clientKey } from '@/lib/http/client-address'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** The path as sent: percent-encoding intact, so the service decodes it exactly once itself. */
function rawPathOf(request: Request): string {
  const url = new URL(request.url)
  return url.pathname + url.search
}

async function serve(request: Request): Promise<Response> {
  return imageService().handle({
    rawPath: rawPathOf(request),
    accept: request.headers.get('accept'),
    ifNoneMatch: request.headers.get('if-none-match'),
    method: request.method,
    client: clientKey(clientAddress(request)),
    signal: request.signal,
  })
}

export const GET = serve
export const HEAD = serve
