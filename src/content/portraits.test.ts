import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { SEED_LEADERS } from './company'
import { portrait, PORTRAIT_IDS } from './images'

const file = (id: (typeof PORTRAIT_IDS)[number]) => path.join(process.cwd(), 'public', portrait(id).src)

describe('portraits', () => {
  it('draws every person differently (no two portraits alike)', async () => {
    const hashes = PORTRAIT_IDS.map((id) => createHash('sha256').update(readFileSync(file(id))).digest('hex'))
    expect(new Set(hashes).size).toBe(PORTRAIT_IDS.length)
    // Different faces, not a recoloured silhouette: compare the centre (the face) in greyscale.
    const faces = await Promise.all(PORTRAIT_IDS.map((id) => sharp(file(id)).extract({ left: 120, top: 60, width: 240, height: 260 }).resize(24, 26).greyscale().raw().toBuffer()))
    for (let i = 0; i < faces.length; i++) {
      for (let j = i + 1; j < faces.length; j++) {
        let diff = 0
        for (let p = 0; p < faces[i].length; p++) diff += Math.abs(faces[i][p] - faces[j][p])
        expect(diff / faces[i].length, `${PORTRAIT_IDS[i]} vs ${PORTRAIT_IDS[j]}`).toBeGreaterThan(2)
      }
    }
  })

  it('gives each leader a portrait of their own', () => {
    const ids = SEED_LEADERS.map((l) => l.portrait)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.every((id) => (PORTRAIT_IDS as readonly string[]).includes(id))).toBe(true)
  })
})
