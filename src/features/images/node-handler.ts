/**
 * The image endpoint on Node's own request/response, served ahead of Next's router (registered in
 * instrumentation.ts through lib/http/socket-address.ts). The App Router route in
 * src/app/%5Fipx is the same service behind Next and answers when this is not installed.
 *
 * The response carries the site's security headers (as next.config.ts would add) with the image
 * policy in place of the page policy.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { consentSettings, env } from '@/lib/env'
import { clientAddressFrom, clientKey, SOCKET_ADDRESS_HEADER } from '@/lib/http/client-address'
import { securityHeaders } from '@/lib/http/security-headers'

import { IPX_PREFIX } from './image-service'
import { IMAGE_CONTENT_SECURITY_POLICY } from './limits'
import { imageService } from './instance'

let siteHeaders: [string, string][] | undefined

function baseHeaders(): [string, string][] {
  if (!siteHeaders) {
    const settings = env()
    siteHeaders = securityHeaders({
      siteOrigin: settings.SITE_ORIGIN,
      gtmId: settings.GTM_ID,
      consent: consentSettings(settings),
      tagVendorOrigins: settings.TAG_VENDOR_ORIGINS,
      fontStylesheetUrl: settings.FONT_STYLESHEET_URL,
      fontSrcOrigins: settings.FONT_SRC_ORIGINS,
      development: settings.NODE_ENV === 'development',
    }).map(({ key, value }) => [key, key === 'Content-Security-Policy' ? IMAGE_CONTENT_SECURITY_POLICY : value])
  }
  return siteHeaders
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value
}

export async function handleImageRequest(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const method = request.method ?? 'GET'
  if (method !== 'GET' && method !== 'HEAD') {
    response.writeHead(405, [...baseHeaders(), ['Allow', 'GET, HEAD'], ['Cache-Control', 'no-store'], ['Content-Length', '0']])
    response.end()
    return
  }
  // Abandoned requests leave the encoder queue.
  const gone = new AbortController()
  response.once('close', () => {
    if (!response.writableFinished) gone.abort()
  })
  const rawPath = request.url ?? IPX_PREFIX
  const client = clientKey(clientAddressFrom(headerValue(request.headers[SOCKET_ADDRESS_HEADER]), headerValue(request.headers['x-forwarded-for'])))
  const result = await imageService().handleRaw({
    rawPath,
    accept: request.headers.accept,
    ifNoneMatch: request.headers['if-none-match'],
    method,
    client,
    signal: gone.signal,
  })
  const own = new Set(Object.keys(result.headers).map((key) => key.toLowerCase()))
  const headers: [string, string][] = baseHeaders().filter(([key]) => !own.has(key.toLowerCase()))
  for (const [key, value] of Object.entries(result.headers)) headers.push([key, value])
  response.writeHead(result.status, headers)
  response.end(method === 'HEAD' ? undefined : result.body)
}
