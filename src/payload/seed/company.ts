import type { Payload, RequestContext } from 'payload'

import { SEED_LEADERS, SEED_OFFICES } from '../../content/company'
import { seedPortrait } from './portrait'

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
      const portrait = await seedPortrait(payload, leader.portrait, { ja: `${leader.name.ja}の肖像`, en: `Portrait of ${leader.name.en}` }, context)
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
