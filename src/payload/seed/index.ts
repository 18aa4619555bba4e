import type { Payload, RequestContext } from 'payload'

import { SEED_BANNERS, SEED_BANNERS_FROM, SEED_CAMPAIGNS, SEED_NEWS } from './content'
import { renderArt, SCENE_FOCUS, SCENES } from './art'
import { seedCompany } from './company'
import { seedContentPages } from './content-pages'
import { seedLandingPages } from './landing'
import { richText } from './rich-text'

/** No page cache to expire while seeding (and no Next request to do it in). */
const context: RequestContext = { disableRevalidate: true }

/**
 * Seed content for a new site: 14 news articles, 3 campaigns and 2 banners, in Japanese and English,
 * each with a picture of its own (art.ts) stored as CMS media. Each item is added only when its slug (or, for
 * banners and media, its seed key) is missing, so running the seed again adds nothing and never
 * overwrites editors' work. (The first staff user is made by onInit.)
 */
export async function seedContent(payload: Payload): Promise<void> {
  const started = Date.now()
  const media = new Map<string, number>()

  /** The picture drawn for one article, campaign or banner (art.ts), stored once as CMS media. */
  async function mediaId(key: string, [width, height]: [number, number] = [1280, 720]): Promise<number> {
    const cached = media.get(key)
    if (cached) return cached
    const name = `seed-art-${key}`
    const found = await payload.find({ collection: 'media', where: { filename: { equals: `${name}.webp` } }, limit: 1, depth: 0, pagination: false })
    let id = found.docs[0]?.id
    if (!id) {
      const { alt } = SCENES[key]
      const data = await renderArt(key, width, height)
      const doc = await payload.create({
        collection: 'media',
        locale: 'ja',
        data: { alt: alt.ja, focalX: SCENE_FOCUS[key]?.x ?? 50, focalY: SCENE_FOCUS[key]?.y ?? 50 },
        file: { data, mimetype: 'image/webp', name: `${name}.webp`, size: data.length },
        context,
      })
      await payload.update({ collection: 'media', id: doc.id, locale: 'en', data: { alt: alt.en }, context })
      id = doc.id
    }
    media.set(key, id)
    return id
  }

  async function existingSlugs(collection: 'news' | 'campaigns', slugs: string[]): Promise<Set<string>> {
    const { docs } = await payload.find({
      collection,
      where: { slug: { in: slugs } },
      select: { slug: true },
      depth: 0,
      pagination: false,
      draft: true,
    })
    return new Set(docs.map((d) => d.slug as string))
  }

  let added = 0
  const newsThere = await existingSlugs('news', SEED_NEWS.map((n) => n.slug))
  for (const item of SEED_NEWS) {
    if (newsThere.has(item.slug)) continue
    const mainImage = item.picture === false ? null : await mediaId(item.slug)
    const doc = await payload.create({
      collection: 'news',
      locale: 'ja',
      data: {
        title: item.title.ja,
        slug: item.slug,
        publishedAt: item.publishedAt,
        category: item.category,
        excerpt: item.excerpt.ja,
        body: richText(item.body.ja),
        mainImage,
        _status: 'published',
      },
      context,
    })
    await payload.update({
      collection: 'news',
      id: doc.id,
      locale: 'en',
      data: { title: item.title.en, excerpt: item.excerpt.en, body: richText(item.body.en), _status: 'published' },
      context,
    })
    added++
  }

  const campaignsThere = await existingSlugs('campaigns', SEED_CAMPAIGNS.map((c) => c.slug))
  for (const item of SEED_CAMPAIGNS) {
    if (campaignsThere.has(item.slug)) continue
    const image = await mediaId(item.slug)
    const doc = await payload.create({
      collection: 'campaigns',
      locale: 'ja',
      data: {
        title: item.title.ja,
        slug: item.slug,
        startsAt: item.startsAt,
        endsAt: item.endsAt,
        summary: item.summary.ja,
        body: richText(item.body.ja),
        image,
        cta: item.cta ? { label: item.cta.label.ja, url: item.cta.url } : undefined,
        _status: 'published',
      },
      context,
    })
    await payload.update({
      collection: 'campaigns',
      id: doc.id,
      locale: 'en',
      data: {
        title: item.title.en,
        summary: item.summary.en,
        body: richText(item.body.en),
        cta: item.cta ? { label: item.cta.label.en, url: item.cta.url } : undefined,
        _status: 'published',
      },
      context,
    })
    added++
  }

  // Banners have no slug; the seed adds them only to a site that has none.
  const { totalDocs: bannerCount } = await payload.count({ collection: 'banners' })
  if (bannerCount === 0) {
    for (const item of SEED_BANNERS) {
      const image = await mediaId(item.key, item.size)
      const doc = await payload.create({
        collection: 'banners',
        locale: 'ja',
        data: {
          title: item.title.ja,
          headline: item.headline.ja,
          subline: item.subline.ja,
          ctaLabel: item.ctaLabel.ja,
          image,
          link: item.link,
          placement: item.placement,
          startsAt: SEED_BANNERS_FROM,
          sortOrder: item.sortOrder,
          _status: 'published',
        },
        context,
      })
      await payload.update({ collection: 'banners', id: doc.id, locale: 'en', data: { title: item.title.en, headline: item.headline.en, subline: item.subline.en, ctaLabel: item.ctaLabel.en, _status: 'published' }, context })
      added++
    }
  }

  added += await seedCompany(payload, context)
  added += await seedContentPages(payload, context)
  added += await seedLandingPages(payload, context, (key) => mediaId(key))

  payload.logger.info(`seed: ${added} documents added in ${Date.now() - started} ms`)
}
