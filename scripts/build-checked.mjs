// `next build` for the test command: its output is printed as usual, and the step fails when the build warns
// (Turbopack's "build encountered N warnings", Next's ⚠ lines). A newcomer's `npm run serve` prints the same
// build output, and a warning there reads as a failure (docs/decisions.md T4).
import { spawn } from 'node:child_process'

const child = spawn('node_modules/.bin/next', ['build'], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env })
let output = ''
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (chunk) => {
    output += chunk
    ;(stream === child.stdout ? process.stdout : process.stderr).write(chunk)
  })
}
child.on('close', (status) => {
  if (status !== 0) process.exit(status ?? 1)
  // Next's advice to keep `.next/cache` between CI runs (printed when CI is set and the clone is fresh) is about the
  // CI's setup, not this build: every clean-clone run prints it.
  const advice = /No build cache found/
  const warnings = output
    .split('\n')
    .filter((line) => /build encountered \d+ warning|^\s*⚠ |^Warning: /.test(line) && !advice.test(line))
  if (warnings.length > 0) {
    console.error(`\nThe build warned (${warnings.length} line${warnings.length === 1 ? '' : 's'}):\n${warnings.join('\n')}`)
    process.exit(1)
  }
})
