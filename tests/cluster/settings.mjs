// The cluster test's deployment settings and its database, shared by tests/cluster/cluster.test.ts and
// `node tests/cluster/settings.mjs prepare`, which scripts/test-all.mjs runs beside the browser tests so that
// the cluster stage starts with its databases (the cluster's and the edge test's) migrated and seeded
// (CLUSTER_TEST_PREPARED=1).
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

/** The edge test's two instances (tests/cluster/edge-publish.test.ts), on ports and a database of their own (CLUSTER_EDGE_TEST_*). */
export function edgeTestSettings() {
  const env = process.env
  const first = Number(env.CLUSTER_EDGE_TEST_PORT ?? 3801)
  return clusterSettings({
    instances: 2,
    firstAppPort: first,
    httpsPort: Number(env.CLUSTER_EDGE_TEST_HTTPS_PORT ?? first + 2),
    httpPort: Number(env.CLUSTER_EDGE_TEST_HTTP_PORT ?? first + 3),
    purgePort: Number(env.CLUSTER_EDGE_TEST_PURGE_PORT ?? first + 4),
    stateDir: '.cache/cluster-edge-test',
    databaseUrl: env.CLUSTER_EDGE_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kaimono_cluster_edge_test',
    redisKeyPrefix: env.CLUSTER_EDGE_TEST_REDIS_PREFIX ?? 'kaimono-cluster-edge-test:',
    mediaDir: 'data/cluster-edge-test-media',
    imageCacheDir: 'data/cluster-edge-test-cache/images',
    appEnv: { LOG_LEVEL: 'warn', SMTP_URL: '' },
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

// Both databases, one after the other (each is one CMS start): the cluster stage then starts its instances at once.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv[2] === 'prepare') {
  await prepareClusterDatabase()
  await prepareClusterDatabase(edgeTestSettings())
}
