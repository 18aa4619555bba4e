import sharp from 'sharp'

/**
 * Seed pictures, drawn as SVG (shapes only: no text, so no fonts are needed) and rasterized by sharp.
 * Each theme is a colour pair and a motif that hints at the subject.
 */
export type SeedImageKey = 'cart' | 'camera' | 'store' | 'team' | 'event' | 'chart' | 'banner-cart' | 'banner-camera'

const PALETTES: Record<SeedImageKey, [string, string, string]> = {
  cart: ['#0b5cab', '#19a67e', '#e3f6ef'],
  camera: ['#073f78', '#3d7fd1', '#dbe9fb'],
  store: ['#19a67e', '#0b5cab', '#f3f6fa'],
  team: ['#5b3fa8', '#0b5cab', '#ece7fb'],
  event: ['#c2410c', '#f5a524', '#fff4e0'],
  chart: ['#0f766e', '#14b8a6', '#e6fffb'],
  'banner-cart': ['#0b5cab', '#19a67e', '#e3f6ef'],
  'banner-camera': ['#073f78', '#f5a524', '#fff4e0'],
}

function motif(key: SeedImageKey, light: string): string {
  switch (key) {
    case 'cart':
    case 'banner-cart':
      return `<g fill="none" stroke="${light}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round">
        <path d="M-170 -120 h70 l50 210 h230 l45 -160 h-300"/>
        <rect x="-110" y="-160" width="120" height="80" rx="12" fill="${light}" fill-opacity="0.25"/>
      </g>
      <circle cx="-20" cy="150" r="26" fill="${light}"/><circle cx="150" cy="150" r="26" fill="${light}"/>`
    case 'camera':
    case 'banner-camera':
      return `<rect x="-190" y="-110" width="380" height="230" rx="36" fill="${light}" fill-opacity="0.9"/>
      <rect x="-90" y="-150" width="120" height="50" rx="14" fill="${light}"/>
      <circle cx="0" cy="5" r="78" fill="none" stroke="#14202e" stroke-opacity="0.55" stroke-width="20"/>
      <circle cx="0" cy="5" r="34" fill="#14202e" fill-opacity="0.45"/>`
    case 'store':
      return `<path d="M-220 -40 l40 -110 h360 l40 110 z" fill="${light}"/>
      <rect x="-200" y="-40" width="400" height="200" fill="${light}" fill-opacity="0.6"/>
      <rect x="-50" y="40" width="100" height="120" fill="#14202e" fill-opacity="0.35"/>`
    case 'team':
      return [-150, 0, 150]
        .map((x, i) => `<circle cx="${x}" cy="${-50 + (i % 2) * -20}" r="55" fill="${light}"/>
        <path d="M${x - 90} 170 a90 90 0 0 1 180 0 z" fill="${light}" fill-opacity="0.8"/>`)
        .join('')
    case 'event':
      return `<rect x="-180" y="-150" width="360" height="310" rx="28" fill="${light}"/>
      <rect x="-180" y="-150" width="360" height="80" rx="28" fill="#14202e" fill-opacity="0.3"/>
      ${[0, 1, 2, 3, 4, 5]
        .map((i) => `<rect x="${-140 + (i % 3) * 100}" y="${-40 + Math.floor(i / 3) * 90}" width="80" height="60" rx="10" fill="#14202e" fill-opacity="${i === 4 ? 0.5 : 0.15}"/>`)
        .join('')}`
    case 'chart':
      return `${[0, 1, 2, 3, 4]
        .map((i) => `<rect x="${-200 + i * 85}" y="${120 - (i + 1) * 50}" width="60" height="${(i + 1) * 50}" rx="8" fill="${light}" fill-opacity="${0.55 + i * 0.1}"/>`)
        .join('')}
      <path d="M-200 60 L-90 10 L0 -40 L90 -60 L200 -150" fill="none" stroke="#14202e" stroke-opacity="0.5" stroke-width="12" stroke-linecap="round"/>`
  }
}

export function seedImageSvg(key: SeedImageKey, width: number, height: number): string {
  const [from, to, light] = PALETTES[key]
  const scale = Math.min(width, height) / 675
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.85}" cy="${height * 0.15}" r="${height * 0.45}" fill="${light}" fill-opacity="0.12"/>
  <circle cx="${width * 0.1}" cy="${height * 0.95}" r="${height * 0.35}" fill="${light}" fill-opacity="0.1"/>
  <g transform="translate(${width / 2} ${height / 2}) scale(${scale})">${motif(key, light)}</g>
</svg>`
}

/** A PNG of the motif at the given size. */
export async function renderSeedImage(key: SeedImageKey, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(seedImageSvg(key, width, height))).png({ compressionLevel: 6 }).toBuffer()
}
