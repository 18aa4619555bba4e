/**
 * The site's own illustrations (drawn by scripts/make-images.mjs). Sizes are the files' intrinsic
 * sizes, so next/image reserves the right space and nothing shifts. Alt text lives in messages (`images`).
 */
export const IMAGES = {
  homeHero: { src: '/images/home-hero.png', width: 1200, height: 900 },
  cameraStore: { src: '/images/camera-store.png', width: 1200, height: 800 },
  sscCart: { src: '/images/ssc-cart.png', width: 1200, height: 900 },
  reailPlatform: { src: '/images/reail-platform.png', width: 1200, height: 800 },
  companyOffice: { src: '/images/company-office.png', width: 1200, height: 700 },
  recruitTeam: { src: '/images/recruit-team.png', width: 1200, height: 700 },
} as const

export type ImageKey = keyof typeof IMAGES

/** Illustrated portraits, one per person (drawn in scripts/make-images.mjs, keyed by the person's id). */
export const PORTRAIT_IDS = ['yamamoto', 'nakamura', 'hayashi', 'sasaki', 'ono', 'takahashi', 'kobayashi', 'fujita', 'chen'] as const
export type PortraitId = (typeof PORTRAIT_IDS)[number]

/** Where the drawn portraits' faces are (scripts/make-images.mjs centres the head at 240,190 of 480×480): the focal point. */
export const PORTRAIT_FOCUS = { x: 50, y: 40 } as const

export function portrait(id: PortraitId) {
  return { src: `/images/portrait-${id}.png`, width: 480, height: 480, focus: PORTRAIT_FOCUS }
}
