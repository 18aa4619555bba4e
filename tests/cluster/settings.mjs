// The cluster test's deployment settings and its database, shared by tests/cluster/cluster.test.ts and
// `node tests/cluster/settings.mjs prepare`, which scripts/test-all.mjs runs beside the browser tests so that
// the cluster stage starts with its database migrated and seeded (CLUSTER_TEST_PREPARED=1).
import { pathToFileURL } from 'node:url'

import { clusterSettings, ensureDatabase, migrateAndSeed } from '../../deploy/cluster.mjs'
import { withPgClient } from '../../scripts/lib.mjs'

export function testClusterSettings() {
  const env = process.env
  return clusterSettings({
    instances: 3,
    firstAppPort: Number(env.CLUSTER_TEST_APP_PORT ?? 3201),
    httpsPort: Number(env.CLUSTER_TEST_HTTPS_PORT ?? 8543),
    httpPort: Number(env.CLUSTER_TEST_HTTP_PORT ?? 8180),
    stateDir: '.cache/cluster-test',
    databaseUrl: env.CLUSTER_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kaimono_cluster_test',
    redisKeyPrefix: env.CLUSTER_TEST_REDIS_PREFIX ?? 'kaimono-cluster-test:',
    mediaDir: 'data/cluster-test-media',
    imageCacheDir: 'data/cluster-test-cache/images',
  })
}

async function recreateDatabase(url) {
  const admin = new URL(url)
  const name = admin.pathname.slice(1)
  admin.pathname = '/postgres'
  await withPgClient(admin.toString(), (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
  await ensureDatabase(url)
}

/** A new database for the cluster, migrated and seeded (one CMS start: scripts/migrate.ts --seed). */
export async function prepareClusterDatabase(settings = testClusterSettings()) {
  await recreateDatabase(settings.databaseUrl)
  migrateAndSeed(settings)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv[2] === 'prepare') {
  await prepareClusterDatabase()
}
