import { geoMercator } from 'd3-geo'

import type { GeoPoint } from '@/lib/cms/types'

import { MAP_FRAMES } from './frames.generated'

export type MapFrame = (typeof MAP_FRAMES)[keyof typeof MAP_FRAMES]

/** Whether a point lies inside a frame's bounds ([[west, south], [east, north]]). */
export function inFrame(frame: MapFrame, { lat, lng }: GeoPoint): boolean {
  const [[west, south], [east, north]] = frame.bounds
  return lng >= west && lng <= east && lat >= south && lat <= north
}

/** A point's place on a frame's picture, in percent of its width and height (for CSS left/top). */
export function toFramePercent(frame: MapFrame, { lat, lng }: GeoPoint): { x: number; y: number } {
  const projection = geoMercator()
    .scale(frame.projection.scale)
    .translate([frame.projection.translate[0], frame.projection.translate[1]])
  const [x, y] = projection([lng, lat]) ?? [Number.NaN, Number.NaN]
  return { x: (x / frame.width) * 100, y: (y / frame.height) * 100 }
}
