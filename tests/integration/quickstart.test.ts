/**
 * The README's first command on a fresh copy of the project, as a newcomer runs it: no node_modules,
 * no .env, no database. Its output must read clean (no npm usage pages, no error stacks) and it must
 * leave a working configuration, a migrated and seeded database and the first staff login.
 * (The build and serve steps are Next's own and are exercised by the rest of the suite.)
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const copies: string[] = []

// A copy holds a whole node_modules: remove them in the background rather than hold the run for it.
afterAll(() => spawn('rm', ['-rf', ...copies], { detached: true, stdio: 'ignore' }).unref())

/**
 * The tracked and untracked-but-not-ignored files, what a fresh clone of this tree would hold, in a new folder: a
 * retry starts from nothing too (on the first attempt's database it printed no first login, that account existing).
 */
function copyProject(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'kaimono-quickstart-'))
  copies.push(copy)
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean)
  for (const file of files) {
    if (!existsSync(path.join(root, file))) continue
    cpSync(path.join(root, file), path.join(copy, file), { recursive: true })
  }
  return copy
}

describe('npm run serve on a fresh copy', () => {
  // Its install and seed run niced beside the browser tests (scripts/test-all.mjs): 529 s in CI, 789 s at load 12–18
  // here, and 1,460 s once with a third browser worker beside it.
  it('installs and prepares the site with clean output and prints the first staff login', { timeout: 1_800_000 }, () => {
    const copy = copyProject()
    // Only the machine's own environment: none of the suite's settings leak into the newcomer's run.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(
        ([key]) => !/^(DATABASE_URL|PAYLOAD_|PREVIEW_SECRET|SITE_ORIGIN|MEDIA_DIR|SMTP_URL|LOG_LEVEL|VITEST|NODE_ENV|TEST)/.test(key),
      ),
    ) as NodeJS.ProcessEnv
    const result = spawnSync('node', ['scripts/quickstart.mjs', '--prepare-only'], { cwd: copy, env, encoding: 'utf8' })
    const output = `${result.stdout}${result.stderr}`

    expect(result.status, output.slice(-4000)).toBe(0)
    expect(output).not.toMatch(/npm error/)
    expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m) // a stack frame
    expect(output).not.toMatch(/DrizzleQueryError|no such table/)
    expect(output).toMatch(/First staff login for \/admin\/: \S+@\S+ \/ \S+/)
    expect(existsSync(path.join(copy, '.env'))).toBe(true)
    expect(readFileSync(path.join(copy, '.env'), 'utf8')).toMatch(/^PAYLOAD_SECRET=[0-9a-f]{64}$/m)
    expect(existsSync(path.join(copy, 'data/payload.db'))).toBe(true)

    // The server entry reads that .env before the pipeline reads the settings (it once stopped on
    // "Invalid environment settings" after a whole build). Without a build it gets as far as Next's own complaint.
    const server = spawnSync('node', ['server.mjs', '-p', '3999'], { cwd: copy, env, encoding: 'utf8', timeout: 120_000 })
    const serverOutput = `${server.stdout}${server.stderr}`
    expect(serverOutput).not.toMatch(/Invalid environment settings/)
    expect(serverOutput).toMatch(/production build/)
  })
})
