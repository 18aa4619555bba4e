import { spawnSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

// The CMS schema and the committed migrations agree on both databases (scripts/migration.ts): a collection or field
// changed without a migration, or a merge that left the newest snapshot behind the schema, fails here, not on a
// production database at the next deploy.
describe('the committed migrations', () => {
  it('describe the schema the code defines, on SQLite and on PostgreSQL', () => {
    const run = spawnSync('npx', ['tsx', 'scripts/migration.ts', 'check'], { encoding: 'utf8', timeout: 300_000 })
    expect(run.stderr.replace(/^.*(WARN|INFO).*$/gm, '').trim(), run.stdout).toBe('')
    expect(run.stdout).toContain('sqlite: the migrations match the schema')
    expect(run.stdout).toContain('postgres: the migrations match the schema')
    expect(run.status).toBe(0)
  }, 310_000)
})
