import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload, RequestContext } from 'payload'

import { SEED_LEADERS, SEED_OFFICES } from '../../content/company'

/**
 * Offices and leaders as the site showed them before they moved into the CMS (src/content/company.ts is
 * now their seed). Each list is seeded only into an empty collection, so editors' work is never touched.
 * Leaders' portraits (the drawn ones in public/images/) become CMS media.
 */
export async function seedCompany(payload: Payload, context: RequestContext): Promise<number> {
  let added = 0
  const order = (index: number) => (index + 1) * 10

  if ((await payload.count({ collection: 'offices' })).totalDocs === 0) {
    for (const [index, office] of SEED_OFFICES.entries()) {
      const doc = await payload.create({
        collection: 'offices',
        locale: 'ja',
        data: {
          key: office.id,
          name: office.name.ja,
          region: office.region,
          address: office.address.ja,
          role: office.role.ja,
          access: office.access.ja,
          lat: office.location.lat,
          lng: office.location.lng,
          labelSide: office.labelSide,
          sortOrder: order(index),
          _status: 'published',
        },
        context,
      })
      await payload.update({ collection: 'offices', id: doc.id, locale: 'en', data: { name: office.name.en, address: office.address.en, role: office.role.en, access: office.access.en, _status: 'published' }, context })
      added++
    }
  }

  if ((await payload.count({ collection: 'leaders' })).totalDocs === 0) {
    for (const [index, leader] of SEED_LEADERS.entries()) {
      const name = `seed-portrait-${leader.portrait}`
      const found = await payload.find({ collection: 'media', where: { filename: { equals: `${name}.webp` } }, limit: 1, depth: 0, pagination: false })
      let portrait = found.docs[0]?.id
      if (!portrait) {
        const data = await readFile(path.resolve('public/images', `portrait-${leader.portrait}.png`))
        const media = await payload.create({ collection: 'media', locale: 'ja', data: { alt: `${leader.name.ja}の肖像` }, file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.length }, context })
        await payload.update({ collection: 'media', id: media.id, locale: 'en', data: { alt: `Portrait of ${leader.name.en}` }, context })
        portrait = media.id
      }
      const doc = await payload.create({
        collection: 'leaders',
        locale: 'ja',
        data: { key: leader.id, name: leader.name.ja, title: leader.title.ja, jobTitle: leader.jobTitle.ja, bio: leader.bio.ja.join('\n\n'), portrait, sortOrder: order(index), _status: 'published' },
        context,
      })
      await payload.update({ collection: 'leaders', id: doc.id, locale: 'en', data: { name: leader.name.en, title: leader.title.en, jobTitle: leader.jobTitle.en, bio: leader.bio.en.join('\n\n'), _status: 'published' }, context })
      added++
    }
  }
  return added
}
