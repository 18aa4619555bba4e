// Quick start: install, prepare the database and content, build, and serve on http://localhost:3000/.
// `--prepare-only` stops after install and setup (tests/integration/quickstart.test.ts runs it on a fresh copy).
import { ensureDependencies, run } from './lib.mjs'

process.env.NEXT_TELEMETRY_DISABLED = '1'
ensureDependencies()
run('node', ['scripts/setup.mjs'])
if (process.argv.includes('--prepare-only')) process.exit(0)
run('npx', ['next', 'build'])
console.log('\nServing on http://localhost:3000/ (admin: http://localhost:3000/admin/). Ctrl+C stops it.')
// The site's one server entry (server.mjs: Next's custom server with the request pipeline in front).
run('node', ['server.mjs', '-p', process.env.PORT ?? '3000'])
