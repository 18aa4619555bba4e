// The fast tier (`npm run test:fast`): lint, typecheck and the unit tests side by side, no database,
// no build, no browser. The whole suite is `npm test`.
import { ensureDependencies } from './lib.mjs'
import { runStages } from './stages.mjs'

const started = Date.now()
ensureDependencies()
process.env.NEXT_TELEMETRY_DISABLED = '1'
try {
  await runStages([
    { name: 'lint', steps: [['npx', ['eslint', '.', '--max-warnings=0']]] },
    { name: 'typecheck', steps: [['npx', ['tsc', '--noEmit']]] },
    { name: 'unit', steps: [['npx', ['vitest', 'run', '--project', 'unit']]] },
  ])
  console.log(`\nfast tier passed in ${Math.round((Date.now() - started) / 1000)} s`)
} catch (error) {
  console.error(`\nfast tier failed: ${error.message}`)
  process.exit(1)
}
