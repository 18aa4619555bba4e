// The browser tests in two runs: the screenshots first, on the freshly seeded site, then every other test, which
// adds articles and campaigns of its own. The second run starts whatever the first found, so a changed picture
// never hides a broken flow; the exit code is the first failure's.
//   node scripts/e2e.mjs [playwright args]   (E2E_REPORTS=dir writes playwright-visual.json and playwright.json there)
// Both runs use one server (node server.mjs, as playwright.config.ts would start it), started here once unless one
// already answers on E2E_PORT: a second start of the production server cost the critical path half a minute and more.
import { spawn, spawnSync } from 'node:child_process'

const reports = process.env.E2E_REPORTS
const extra = process.argv.slice(2)
const port = Number(process.env.E2E_PORT ?? 3100)
const ready = `http://localhost:${port}/robots.txt`
const runs = [
  { report: 'playwright-visual.json', projects: ['visual-pc', 'visual-sp'] },
  { report: 'playwright.json', projects: ['pc', 'sp'] },
]

const answers = async () => {
  try {
    return (await fetch(ready, { signal: AbortSignal.timeout(5_000) })).status < 500
  } catch {
    return false
  }
}

let server = null
if (!(await answers())) {
  // As playwright.config.ts's webServer: its output to ours only on stderr.
  server = spawn('node', ['server.mjs', '-p', String(port)], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)))
  const started = Date.now()
  let up = false
  while (!up && Date.now() - started < 180_000) {
    const gone = await Promise.race([exited.then((code) => ({ code })), new Promise((resolve) => setTimeout(resolve, 500))])
    if (gone) {
      console.error(`node server.mjs -p ${port} exited (${gone.code}) before it answered`)
      process.exit(1)
    }
    up = await answers()
  }
  if (!up) {
    console.error(`node server.mjs -p ${port} did not answer ${ready} within 180 s`)
    server.kill('SIGTERM')
    process.exit(1)
  }
  // The first page a fresh server renders loads the app's modules: under load that took most of the first screenshot
  // test's 45 s. Both home pages once here, outside any test's time.
  for (const path of ['/', '/en/']) await fetch(`http://localhost:${port}${path}`, { signal: AbortSignal.timeout(120_000) }).catch(() => {})
}

// Projects named with --project=NAME choose among the runs' projects (`--project=pc`: the functional run on PC only);
// without any, both runs as above. Passed through as they were, a named project ran in both runs.
const named = extra.filter((arg) => arg.startsWith('--project=')).map((arg) => arg.slice('--project='.length))
const rest = extra.filter((arg) => !arg.startsWith('--project='))
let status = 0
for (const run of runs) {
  const projects = named.length > 0 ? run.projects.filter((name) => named.includes(name)) : run.projects
  if (projects.length === 0) continue
  const { report } = run
  const args = ['test', ...projects.map((name) => `--project=${name}`), ...rest]
  console.log(`$ playwright ${args.join(' ')}`)
  // E2E_SERVER_READY: playwright.config.ts uses the server that answers instead of starting its own.
  const env = { ...process.env, E2E_SERVER_READY: '1', ...(reports ? { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/${report}` } : {}) }
  const result = spawnSync('node_modules/.bin/playwright', args, { stdio: 'inherit', env })
  status ||= result.status ?? 1
}
if (server) {
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  // server.mjs closes on SIGTERM; a server that hangs on its way out is not the tests' failure.
  const timer = setTimeout(() => server.kill('SIGKILL'), 15_000)
  await exited
  clearTimeout(timer)
}
process.exit(status)
