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
  officesMap: { src: '/images/offices-map.png', width: 1200, height: 800 },
  recruitTeam: { src: '/images/recruit-team.png', width: 1200, height: 700 },
} as const

export type ImageKey = keyof typeof IMAGES

export function portrait(n: number) {
  return { src: `/images/portrait-${n}.png`, width: 480, height: 480 }
}
