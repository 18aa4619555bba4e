import type { Payload, RequestContext } from 'payload'

import { SEED_BANNERS, SEED_CAMPAIGNS, SEED_NEWS } from './content'
import { renderSeedImage, type SeedImageKey } from './images'
import { richText } from './rich-text'

/** No page cache to expire while seeding (and no Next request to do it in). */
const context: RequestContext = { disableRevalidate: true }

const ALT: Record<SeedImageKey, { ja: string; en: string }> = {
  cart: { ja: 'スマートショッピングカートのイラスト', en: 'Illustration of a smart shopping cart' },
  camera: { ja: 'AIカメラのイラスト', en: 'Illustration of an AI camera' },
  store: { ja: '店舗のイラスト', en: 'Illustration of a store front' },
  team: { ja: 'チームのイラスト', en: 'Illustration of a team' },
  event: { ja: 'カレンダーのイラスト', en: 'Illustration of a calendar' },
  chart: { ja: '伸びるグラフのイラスト', en: 'Illustration of a rising chart' },
  'banner-cart': { ja: 'Skip Cart 無料トライアルのバナー', en: 'Skip Cart free trial banner' },
  'banner-camera': { ja: 'AIカメラのバナー', en: 'AI camera banner' },
}

/**
 * Seed content for a new site: 14 news articles, 3 campaigns and 2 banners, in Japanese and English,
 * with pictures drawn as SVG and stored as CMS media. Each item is added only when its slug (or, for
 * banners and media, its seed key) is missing, so running the seed again adds nothing and never
 * overwrites editors' work. (The first staff user is made by onInit.)
 */
export async function seedContent(payload: Payload): Promise<void> {
  const started = Date.now()
  const media = new Map<string, number>()

  async function mediaId(key: SeedImageKey, [width, height]: [number, number] = [1200, 675]): Promise<number> {
    const cached = media.get(key)
    if (cached) return cached
    const name = `seed-${key}`
    const found = await payload.find({ collection: 'media', where: { filename: { like: name } }, limit: 1, depth: 0, pagination: false })
    let id = found.docs[0]?.id
    if (!id) {
      const data = await renderSeedImage(key, width, height)
      const doc = await payload.create({
        collection: 'media',
        locale: 'ja',
        data: { alt: ALT[key].ja },
        file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.length },
        context,
      })
      await payload.update({ collection: 'media', id: doc.id, locale: 'en', data: { alt: ALT[key].en }, context })
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
    const mainImage = await mediaId(item.image)
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

  const now = Date.now()
  const campaignsThere = await existingSlugs('campaigns', SEED_CAMPAIGNS.map((c) => c.slug))
  for (const item of SEED_CAMPAIGNS) {
    if (campaignsThere.has(item.slug)) continue
    const image = await mediaId(item.image)
    const doc = await payload.create({
      collection: 'campaigns',
      locale: 'ja',
      data: {
        title: item.title.ja,
        slug: item.slug,
        startsAt: item.startsAt(now),
        endsAt: item.endsAt(now),
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
      const image = await mediaId(item.image, item.size)
      const doc = await payload.create({
        collection: 'banners',
        locale: 'ja',
        data: {
          title: item.title.ja,
          image,
          link: item.link,
          placement: item.placement,
          startsAt: new Date(now - 24 * 60 * 60 * 1000).toISOString(),
          sortOrder: item.sortOrder,
          _status: 'published',
        },
        context,
      })
      await payload.update({ collection: 'banners', id: doc.id, locale: 'en', data: { title: item.title.en, _status: 'published' }, context })
      added++
    }
  }

  payload.logger.info(`seed: ${added} documents added in ${Date.now() - started} ms`)
}
