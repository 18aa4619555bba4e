// The browser tests in two runs: the screenshots first, on the freshly seeded site, then every other test, which
// adds articles and campaigns of its own. The second run starts whatever the first found, so a changed picture
// never hides a broken flow; the exit code is the first failure's.
//   node scripts/e2e.mjs [playwright args]   (E2E_REPORTS=dir writes playwright-visual.json and playwright.json there)
import { spawnSync } from 'node:child_process'

const reports = process.env.E2E_REPORTS
const extra = process.argv.slice(2)
const runs = [
  { report: 'playwright-visual.json', projects: ['visual-pc', 'visual-sp'] },
  { report: 'playwright.json', projects: ['pc', 'sp'] },
]
let status = 0
for (const { report, projects } of runs) {
  const args = ['test', ...projects.map((name) => `--project=${name}`), ...extra]
  console.log(`$ playwright ${args.join(' ')}`)
  const env = reports ? { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/${report}` } : process.env
  const run = spawnSync('node_modules/.bin/playwright', args, { stdio: 'inherit', env })
  status ||= run.status ?? 1
}
process.exit(status)
