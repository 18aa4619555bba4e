// The upgrade drill: `npm run upgrade-drill -- <next-version>` (e.g. 16.5.0-canary.38, or `canary`).
//
// In a scratch copy of this repository (.cache/upgrade-drill/<version>/: the tracked files, node_modules hard-linked
// except Next's own packages), it installs that Next, its @next/env and eslint-config-next (--legacy-peer-deps, for
// Payload's peer range), builds, and runs
//   1. the next-compat contract tests (src/lib/next-compat: every Next internal the deviations rely on),
//   2. the smoke spec and each deviation's own browser spec with the deviations on,
//   3. the smoke spec in plain mode (FRAMEWORK_PLAIN=1),
// then prints which deviations broke (docs/deviations.md says what each one needs, and how to switch it off).
// CPU-heavy (a full `next build` and a few minutes of browser tests): run it on a quiet machine.
// Ports: DRILL_PORT (default 5105) and the next one. Exit status 0 only when everything passed. `--copy-only` stops
// after making the scratch copy (to check the copy itself).
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, linkSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { TEST_ENVIRONMENT } from './lib.mjs'

const version = process.argv[2]
if (!version) {
  console.error('usage: npm run upgrade-drill -- <next-version>   (e.g. 16.5.0-canary.38)')
  process.exit(2)
}
const ROOT = process.cwd()
const scratch = path.join(ROOT, '.cache', 'upgrade-drill', version.replace(/[^\w.-]/g, '_'))
const port = Number(process.env.DRILL_PORT ?? 5105)
const started = Date.now()
const log = (text) => console.log(`[drill ${Math.round((Date.now() - started) / 1000)} s] ${text}`)

/** Which deviations each check covers (docs/deviations.md). */
const SPECS = {
  refusals: ['tests/e2e/edges-http.spec.ts'],
  compression: ['tests/e2e/compression.spec.ts'],
  pageData: ['tests/e2e/page-data.spec.ts'],
  scriptPolicy: ['tests/e2e/csp.spec.ts'],
  notFoundDocument: ['tests/e2e/visitor-view.spec.ts', '-g', "answers 404 with the site's own page"],
  scriptsAfterPaint: ['tests/e2e/scripts-after-paint.spec.ts'],
}
/** next-compat export → the deviations that use it (src/lib/next-compat/index.mjs). */
const COMPAT_USERS = {
  FileSystemCache: ['pageHashes', 'scriptsAfterPaint', 'compression'],
  generateETag: ['compression'],
  releaseCompressionStream: ['compression'],
  parseAndValidateFlightRouterState: ['refusals'],
}

function run(command, args, options = {}) {
  log(`$ ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { cwd: scratch, stdio: options.capture ? 'pipe' : 'inherit', encoding: 'utf8', env: { ...process.env, ...environment, ...options.env } })
  return { ok: result.status === 0, out: `${result.stdout ?? ''}${result.stderr ?? ''}` }
}

/** Hard links of every file under `from` (a fresh directory tree), skipping `skip` (relative paths). */
function linkTree(from, to, skip) {
  mkdirSync(to, { recursive: true })
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (skip.has(path.relative(path.join(ROOT, 'node_modules'), source))) continue
    if (entry.isSymbolicLink()) cpSync(source, target, { verbatimSymlinks: true })
    else if (entry.isDirectory()) linkTree(source, target, skip)
    else linkSync(source, target)
  }
}

// The suite's test settings (scripts/lib.mjs, as scripts/test-all.mjs sets them), on the drill's own port and database.
const environment = { ...TEST_ENVIRONMENT, BUILD_TYPECHECK: 'false', E2E_WORKERS: '1' }

log(`scratch copy in ${path.relative(ROOT, scratch)}`)
rmSync(scratch, { recursive: true, force: true })
mkdirSync(scratch, { recursive: true })
const tracked = spawnSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).stdout.split('\0').filter(Boolean)
for (const file of tracked) {
  const source = path.join(ROOT, file)
  if (!existsSync(source) || !statSync(source).isFile()) continue
  mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true })
  cpSync(source, path.join(scratch, file))
}
// Next's packages are installed anew; every other package is shared by hard links (npm replaces, never edits, files).
const nextPackages = new Set(['next', 'eslint-config-next', ...readdirSync(path.join(ROOT, 'node_modules', '@next')).map((name) => `@next/${name}`)])
linkTree(path.join(ROOT, 'node_modules'), path.join(scratch, 'node_modules'), nextPackages)

if (process.argv.includes('--copy-only')) {
  log('copied (--copy-only): stopping before the install')
  process.exit(0)
}

const results = []
const check = (name, deviations, ok, detail = '') => {
  results.push({ name, deviations, ok, detail })
  log(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`)
}

// @next/env: server.mjs loads the .env files with it, so it moves with Next.
const install = run('npm', ['install', '--no-audit', '--no-fund', '--legacy-peer-deps', `next@${version}`, `@next/env@${version}`, `eslint-config-next@${version}`])
if (!install.ok) {
  // eslint-config-next is not published for every canary: the drill goes on with the installed one.
  // Not a failure of the drill: the lint config only lints.
  check('install eslint-config-next', [], true, 'NOTE: not published for this version, kept the installed one')
  const again = run('npm', ['install', '--no-audit', '--no-fund', '--legacy-peer-deps', `next@${version}`, `@next/env@${version}`])
  if (!again.ok) {
    check('install next', [], false)
    process.exit(1)
  }
}
const installed = run('node', ['-p', "require('next/package.json').version"], { capture: true }).out.trim()
log(`installed next ${installed}`)

mkdirSync(path.join(scratch, 'data'), { recursive: true })
check('database', [], run('npx', ['tsx', 'scripts/migrate.ts', '--seed']).ok)
const build = run('npx', ['next', 'build'], { capture: true })
writeFileSync(path.join(scratch, 'build.log'), build.out)
const foreign = build.out.split('\n').filter((line) => line.includes('not recognised as the app'))
check('build', [], build.ok, build.ok ? `${foreign.length} unrecognised inline scripts reported by the build adapter` : 'see build.log')
if (!build.ok) process.exit(1)

const contract = run('npx', ['vitest', 'run', '--project', 'unit', 'src/lib/next-compat', '--reporter=verbose'], { capture: true })
for (const [name, users] of Object.entries(COMPAT_USERS)) {
  const failed = new RegExp(`×[^\\n]*${name}`).test(contract.out)
  check(`contract: ${name}`, users, contract.ok || !failed)
}
if (!contract.ok) writeFileSync(path.join(scratch, 'contract.log'), contract.out)

const playwright = (specs, env) => run('npx', ['playwright', 'test', ...specs, '--project=pc', '--no-deps', '--reporter=line'], { env: { E2E_PORT: String(port), ALLOWED_ORIGINS: `http://localhost:${port}`, CI: '1', SEAM_STAGE: '1', ...env } })
check('smoke, deviations on', [], playwright(['tests/e2e/plain-smoke.spec.ts'], {}).ok)
for (const [deviation, specs] of Object.entries(SPECS)) check(`${deviation} (${specs.filter((s) => s.endsWith('.ts')).join(', ')})`, [deviation], playwright(specs, {}).ok)
check('smoke, plain (FRAMEWORK_PLAIN=1)', [], playwright(['tests/e2e/plain-smoke.spec.ts'], { FRAMEWORK_PLAIN: '1', E2E_PORT: String(port + 1), ALLOWED_ORIGINS: `http://localhost:${port + 1}` }).ok)

const broke = [...new Set(results.filter((r) => !r.ok).flatMap((r) => r.deviations))]
console.log(`\nUpgrade drill: next ${installed} (asked for ${version}), ${Math.round((Date.now() - started) / 1000)} s`)
for (const r of results) console.log(`  ${r.ok ? 'pass' : 'FAIL'}  ${r.name}${r.detail ? ` — ${r.detail}` : ''}`)
console.log(broke.length ? `Deviations that broke: ${broke.join(', ')} (switch them off: docs/deviations.md)` : 'Deviations that broke: none')
const plainOk = results.find((r) => r.name.startsWith('smoke, plain'))?.ok
console.log(`Plain mode (FRAMEWORK_PLAIN=1): ${plainOk ? 'works' : 'BROKEN: the framework itself or the app, not a deviation'}`)
process.exit(results.every((r) => r.ok) ? 0 : 1)
