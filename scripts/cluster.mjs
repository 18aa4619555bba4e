// `npm run cluster`: the local reference deployment — 3 app instances (CLUSTER_INSTANCES) on the
// PostgreSQL database kaimono_cluster (created when missing, migrated and seeded) and Redis, behind nginx
// on https://localhost:8443/ (http://localhost:8080/ redirects there). Builds first when there is no
// build. `npm run cluster:stop` (this script with "stop") ends exactly the processes it started.
// Settings: README.md, "Running several instances".
import { existsSync } from 'node:fs'

import {
  build,
  clusterSettings,
  ensureDatabase,
  ensureNginx,
  hasBuild,
  migrateAndSeed,
  startCluster,
  stopCluster,
} from '../deploy/cluster.mjs'
import { ensureDependencies, run } from './lib.mjs'

const settings = clusterSettings()

if (process.argv[2] === 'stop') {
  const stopped = await stopCluster(settings)
  console.log(stopped ? `stopped ${stopped} processes` : 'nothing was running')
  process.exit(0)
}

ensureDependencies()
// Secrets (PAYLOAD_SECRET, the first staff login) come from .env, written once by npm run setup.
if (!existsSync('.env')) run('node', ['scripts/setup.mjs'])
process.loadEnvFile('.env')
ensureNginx()
await stopCluster(settings)
await ensureDatabase(settings.databaseUrl)
migrateAndSeed(settings)
if (!hasBuild()) build(settings)
await startCluster(settings)
console.log(`\nOpen ${settings.siteOrigin}/ (a self-signed certificate: accept it once). Logs: ${settings.stateDir}/. Stop: npm run cluster:stop`)
