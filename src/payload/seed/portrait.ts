import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload, RequestContext } from 'payload'

import { PORTRAIT_FOCUS } from '../../content/images'

/**
 * One of the drawn portraits in public/images/ (`portrait-<id>.png`) as a CMS media item, uploaded once
 * (`seed-portrait-<id>`, found again on a later seed run), with its alternative text in both languages and its
 * focal point on the face.
 */
export async function seedPortrait(payload: Payload, id: string, alt: { ja: string; en: string }, context: RequestContext): Promise<number> {
  const name = `seed-portrait-${id}`
  const found = await payload.find({ collection: 'media', where: { filename: { equals: `${name}.webp` } }, limit: 1, depth: 0, pagination: false })
  const existing = found.docs[0]?.id
  if (existing !== undefined) return existing
  const data = await readFile(path.resolve('public/images', `portrait-${id}.png`))
  const media = await payload.create({ collection: 'media', locale: 'ja', data: { alt: alt.ja, focalX: PORTRAIT_FOCUS.x, focalY: PORTRAIT_FOCUS.y }, file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.length }, context })
  await payload.update({ collection: 'media', id: media.id, locale: 'en', data: { alt: alt.en }, context })
  return media.id
}
