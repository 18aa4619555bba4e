/**
 * The process-wide image service, configured from the environment: `/images/...` is served from
 * public/images and `/media/...` from MEDIA_DIR (CMS uploads). No other folder, and nothing remote.
 *
 * One instance per process, kept on globalThis: the front-door handler (loaded from
 * instrumentation.ts) and the App Router route are bundled separately, and they must share one
 * encoder queue, or each client would get two fair shares. Free of `server-only` because
 * instrumentation.ts cannot import that marker; server.ts adds it for everything else.
 */
import path from 'node:path'

import { env } from '@/lib/env'
import { logger } from '@/lib/logger'

import { createImageService, type ImageService } from './image-service'

const INSTANCE = Symbol.for('kaimono.imageService')
type Holder = { [INSTANCE]?: ImageService }

export function imageRoots(): Record<string, string> {
  const settings = env()
  return {
    images: path.resolve(process.cwd(), 'public', 'images'),
    // Runtime folders chosen by configuration: not part of the build, so not traced into it.
    media: path.resolve(/*turbopackIgnore: true*/ process.cwd(), settings.MEDIA_DIR),
  }
}

export function imageService(): ImageService {
  const holder = globalThis as Holder
  let service = holder[INSTANCE]
  if (!service) {
    const settings = env()
    service = createImageService({
      roots: imageRoots(),
      cacheDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), settings.IMAGE_CACHE_DIR),
      cacheMaxBytes: settings.IMAGE_CACHE_MAX_MB * 1024 * 1024,
      onWarning: (message, error) => logger.warn({ err: error, feature: 'images' }, message),
    })
    holder[INSTANCE] = service
  }
  return service
}
