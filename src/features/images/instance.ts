/**
 * The process-wide image service, configured from the environment: `/images/...` is served from
 * public/images and `/media/...` from MEDIA_DIR (CMS uploads). No other folder, and nothing remote.
 *
 * One instance per process (the App Router route in src/app/%5Fipx is its one user), so every client
 * gets one fair share of one encoder queue. server.ts adds the `server-only` marker.
 */
import path from 'node:path'

import { env } from '@/lib/env'
import { logger } from '@/lib/logger'

import { createImageService, type ImageService } from './image-service'

let instance: ImageService | undefined

export function imageRoots(): Record<string, string> {
  const settings = env()
  return {
    images: path.resolve(process.cwd(), 'public', 'images'),
    // Runtime folders chosen by configuration: not part of the build, so not traced into it.
    media: path.resolve(/*turbopackIgnore: true*/ process.cwd(), settings.MEDIA_DIR),
  }
}

export function imageService(): ImageService {
  let service = instance
  if (!service) {
    const settings = env()
    service = createImageService({
      roots: imageRoots(),
      cacheDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), settings.IMAGE_CACHE_DIR),
      cacheMaxBytes: settings.IMAGE_CACHE_MAX_MB * 1024 * 1024,
      onWarning: (message, error) => logger.warn({ err: error, feature: 'images' }, message),
    })
    instance = service
  }
  return service
}
