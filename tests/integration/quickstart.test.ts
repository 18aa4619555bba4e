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
const copy = mkdtempSync(path.join(os.tmpdir(), 'kaimono-quickstart-'))

// The copy holds a whole node_modules: remove it in the background rather than hold the run for it.
afterAll(() => spawn('rm', ['-rf', copy], { detached: true, stdio: 'ignore' }).unref())

/** The tracked and untracked-but-not-ignored files: what a fresh clone of this tree would hold. */
function copyProject() {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean)
  for (const file of files) {
    if (!existsSync(path.join(root, file))) continue
    cpSync(path.join(root, file), path.join(copy, file), { recursive: true })
  }
}

describe('npm run serve on a fresh copy', () => {
  it('installs and prepares the site with clean output and prints the first staff login', { timeout: 900_000 }, () => {
    copyProject()
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
  })
})
