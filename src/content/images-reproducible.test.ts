import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * The illustrations in public/images/ are what scripts/make-images.mjs draws: re-running the script gives the
 * same pictures, pixel for pixel, so a hand-edited or stale PNG (a drawing changed without re-running it) fails.
 */
describe('illustrations', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'images-'))
  afterAll(() => rmSync(out, { recursive: true, force: true }))

  it('are reproduced by scripts/make-images.mjs', { timeout: 120_000 }, async () => {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/make-images.mjs'], { env: { ...process.env, IMAGES_OUT: out }, stdio: 'pipe' })
    const drawn = readdirSync(out).filter((f) => f.endsWith('.png')).sort()
    expect(drawn.length).toBeGreaterThan(10)
    for (const file of drawn) {
      const [fresh, shipped] = await Promise.all([out, path.join(process.cwd(), 'public', 'images')].map((dir) => sharp(path.join(dir, file)).raw().toBuffer({ resolveWithObject: true })))
      expect(shipped.info, file).toEqual(fresh.info)
      expect(shipped.data.equals(fresh.data), `${file} differs from what the script draws`).toBe(true)
    }
  })
})
