/**
 * deploy/cluster.mjs runs nginx's workers as nobody when started as root, but only where nobody can enter the
 * checkout: under a `mktemp -d` folder (0700) the workers could open neither their cache nor the static files,
 * and every request through nginx answered 500 (fresh clones 12 and 14, 2026-11-28).
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { enterableByOthers } from '../../deploy/cluster.mjs'

const base = mkdtempSync(path.join(tmpdir(), 'nginx-user-'))
afterAll(() => rmSync(base, { recursive: true, force: true }))

describe('whether nobody can enter a folder', () => {
  it('is false when any folder on the way is closed to others, and true when all are open', () => {
    const inner = path.join(base, 'checkout', '.cache', 'nginx')
    mkdirSync(inner, { recursive: true })
    chmodSync(base, 0o700)
    expect(enterableByOthers(inner)).toBe(false)
    chmodSync(base, 0o755)
    expect(enterableByOthers(inner)).toBe(true)
    chmodSync(path.join(base, 'checkout'), 0o750)
    expect(enterableByOthers(inner)).toBe(false)
  })
})
