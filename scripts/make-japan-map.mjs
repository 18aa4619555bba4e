/**
 * Draws the maps of /company/Japan-Offices/ from real geography (Natural Earth 1:10m coastlines from the
 * world-atlas package, projected with d3-geo) and writes:
 *   public/images/map-japan.svg       the whole country (Okinawa and the Ryukyu Islands in an inset box)
 *   public/images/map-fukuoka.svg     northern Kyushu, where the Fukuoka-area sites are
 *   src/features/offices-map/frames.generated.ts  each map's size and projection, so the page can place
 *                                     office markers and labels (real HTML text) from latitude/longitude.
 * The pictures carry no lettering: labels are text on the page, in the page's language.
 * Run `node scripts/make-japan-map.mjs` after changing a frame and commit the output.
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { geoBounds, geoCentroid, geoMercator, geoPath } from 'd3-geo'
import { feature } from 'topojson-client'

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
async function load(resolution) {
  const atlas = JSON.parse(await readFile(path.join(ROOT, `node_modules/world-atlas/countries-${resolution}.json`), 'utf8'))
  const countries = feature(atlas, atlas.objects.countries).features
  return {
    japan: countries.find((f) => f.id === JAPAN_ID),
    neighbours: countries.filter((f) => NEIGHBOUR_IDS.includes(f.id)),
  }
}

// Japan, and for context the Korean peninsula and China. Russia is left out: Natural Earth draws the
// islands north-east of Hokkaido as Russian, which a Japanese company's map should not show either way.
const JAPAN_ID = '392'
const NEIGHBOUR_IDS = ['410', '408', '156']
// 1:50m is plenty for the whole country at 800 px (and keeps the file small); 1:10m for the close-up.
const coarse = await load('50m')
const fine = await load('10m')

const COLORS = { sea: '#d9e9f7', land: '#ffffff', coast: '#7fa3c8', other: '#eef1f4', otherCoast: '#c3cfdb', frame: '#9fb6cf' }

/** Japan's polygons, split by a test on each polygon's centroid [lon, lat]. */
function japanPart(test, { japan } = coarse) {
  const polygons = japan.geometry.coordinates.filter((rings) => test(geoCentroid({ type: 'Polygon', coordinates: rings })))
  return { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: polygons } }
}

const isRyukyu = ([lon, lat]) => lat < 29.6 && lon < 131
const isRemotePacific = ([lon, lat]) => lon > 138.5 && lat < 31.5 // Izu southern isles, Ogasawara: outside the frame
const mainland = japanPart((c) => !isRyukyu(c) && !isRemotePacific(c))
const ryukyu = japanPart(isRyukyu)

const round = (n) => Math.round(n * 1000) / 1000

function drawLand(projection, width, height, { japan, neighbours }) {
  const clipped = projection.clipExtent([[0, 0], [width, height]])
  const path = geoPath(clipped).digits(1)
  const others = neighbours.map((f) => path(f)).filter(Boolean).join('')
  const home = path(japan)
  return `<path d="${others}" fill="${COLORS.other}" stroke="${COLORS.otherCoast}" stroke-width="1"/>` +
    `<path d="${home}" fill="${COLORS.land}" stroke="${COLORS.coast}" stroke-width="1.2" stroke-linejoin="round"/>`
}

const svg = (width, height, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  `<rect width="${width}" height="${height}" fill="${COLORS.sea}"/>${body}</svg>\n`

// ---------------------------------------------------------------- the whole country
const JAPAN_W = 800
const japanProjection = geoMercator().fitExtent([[24, 24], [JAPAN_W - 24, JAPAN_W - 24]], mainland)
const [[, top], [, bottom]] = geoPath(japanProjection).bounds(mainland)
const JAPAN_H = Math.ceil(bottom + 24 + Math.max(0, 24 - top))
japanProjection.clipExtent(null)

// The Ryukyu Islands in a box in the Pacific, bottom right, as Japanese maps usually show them.
const INSET = { x: JAPAN_W - 250, y: JAPAN_H - 200, w: 230, h: 180 }
const insetProjection = geoMercator().fitExtent([[INSET.x + 14, INSET.y + 14], [INSET.x + INSET.w - 14, INSET.y + INSET.h - 14]], ryukyu)
const insetPath = geoPath(insetProjection).digits(1)

const japanSvg = svg(JAPAN_W, JAPAN_H,
  drawLand(japanProjection, JAPAN_W, JAPAN_H, { japan: japanPart((c) => !isRyukyu(c)), neighbours: coarse.neighbours }) +
  `<rect x="${INSET.x}" y="${INSET.y}" width="${INSET.w}" height="${INSET.h}" rx="8" fill="${COLORS.sea}" stroke="${COLORS.frame}" stroke-width="1.5"/>` +
  `<path d="${insetPath(ryukyu)}" fill="${COLORS.land}" stroke="${COLORS.coast}" stroke-width="1.2" stroke-linejoin="round"/>`)

// ---------------------------------------------------------------- northern Kyushu (the Fukuoka-area sites)
const FUKUOKA_BOUNDS = { west: 130.1, east: 131.15, south: 33.38, north: 34.04 }
const FUKUOKA_W = 800
const fukuokaBox = {
  type: 'Feature',
  geometry: {
    type: 'Polygon',
    // Clockwise, as d3-geo reads an exterior ring (the other way round it would be the rest of the globe).
    coordinates: [[[FUKUOKA_BOUNDS.west, FUKUOKA_BOUNDS.south], [FUKUOKA_BOUNDS.west, FUKUOKA_BOUNDS.north], [FUKUOKA_BOUNDS.east, FUKUOKA_BOUNDS.north], [FUKUOKA_BOUNDS.east, FUKUOKA_BOUNDS.south], [FUKUOKA_BOUNDS.west, FUKUOKA_BOUNDS.south]]],
  },
}
const fukuokaProjection = geoMercator().fitWidth(FUKUOKA_W, fukuokaBox)
const [[, fTop], [, fBottom]] = geoPath(fukuokaProjection).bounds(fukuokaBox)
const FUKUOKA_H = Math.round(fBottom - fTop)
fukuokaProjection.translate([fukuokaProjection.translate()[0], fukuokaProjection.translate()[1] - fTop])
const fukuokaSvg = svg(FUKUOKA_W, FUKUOKA_H, drawLand(fukuokaProjection, FUKUOKA_W, FUKUOKA_H, fine))
fukuokaProjection.clipExtent(null)

// ---------------------------------------------------------------- outputs
const frame = (name, src, width, height, projection, extra = {}) => ({
  name,
  src,
  width,
  height,
  projection: { scale: round(projection.scale()), translate: projection.translate().map(round) },
  ...extra,
})
const frames = {
  japan: frame('japan', '/images/map-japan.svg', JAPAN_W, JAPAN_H, japanProjection, {
    bounds: geoBounds(mainland).map((p) => p.map(round)),
    inset: INSET,
  }),
  fukuoka: frame('fukuoka', '/images/map-fukuoka.svg', FUKUOKA_W, FUKUOKA_H, fukuokaProjection, { bounds: [[FUKUOKA_BOUNDS.west, FUKUOKA_BOUNDS.south], [FUKUOKA_BOUNDS.east, FUKUOKA_BOUNDS.north]] }),
}

await writeFile(path.join(ROOT, 'public/images/map-japan.svg'), japanSvg)
await writeFile(path.join(ROOT, 'public/images/map-fukuoka.svg'), fukuokaSvg)
await writeFile(
  path.join(ROOT, 'src/features/offices-map/frames.generated.ts'),
  `// Written by scripts/make-japan-map.mjs from Natural Earth (world-atlas) with d3-geo. Do not edit by hand.\n` +
    `// Each frame is a Mercator projection: scale and translate as d3-geo's geoMercator() takes them.\n\n` +
    `export const MAP_FRAMES = ${JSON.stringify(frames, null, 2)} as const\n`,
)
console.log(`map-japan.svg ${JAPAN_W}x${JAPAN_H} ${(japanSvg.length / 1024).toFixed(1)} KB; map-fukuoka.svg ${FUKUOKA_W}x${FUKUOKA_H} ${(fukuokaSvg.length / 1024).toFixed(1)} KB`)
