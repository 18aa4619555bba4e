// The fast tier (`npm run test:fast`): lint, typecheck and the unit tests side by side, no database,
// no build, no browser. The whole suite is `npm test`.
import { ensureDependencies } from './lib.mjs'
import { runStages } from './stages.mjs'

const started = Date.now()
ensureDependencies()
process.env.NEXT_TELEMETRY_DISABLED = '1'
try {
  await runStages([
    // Both keep what they learned in .cache/ and only redo changed files on the next run (measured on this
    // machine under load: lint 36 s → 2 s, typecheck 57 s → 17 s). `npm test` stays cold, as CI runs it.
    { name: 'lint', steps: [['npx', ['eslint', '.', '--max-warnings=0', '--cache', '--cache-location', '.cache/eslint/', '--cache-strategy', 'content']]] },
    { name: 'typecheck', steps: [['node', ['node_modules/typescript-native/bin/tsc', '--noEmit', '--incremental', '--tsBuildInfoFile', '.cache/tsc/tsbuildinfo']]] },
    { name: 'unit', steps: [['npx', ['vitest', 'run', '--project', 'unit']]] },
  ])
  console.log(`\nfast tier passed in ${Math.round((Date.now() - started) / 1000)} s`)
} catch (error) {
  console.error(`\nfast tier failed: ${error.message}`)
  process.exit(1)
}
