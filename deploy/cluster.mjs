// The local reference deployment: N instances of the server entry (server.mjs) on one PostgreSQL and one Redis, behind nginx
// (TLS, HTTP/2, shared cache, load balancing). Used by `npm run cluster` / `npm run cluster:stop`
// (scripts/cluster.mjs), by the cluster test (tests/cluster/) and by bench/cluster.mjs.
//
// nginx runs as a local process with its own prefix, temp and cache folders under the state folder
// (default .cache/cluster/), so it never touches the system's nginx. Every process started here is
// recorded in <state>/pids.json, and stopCluster() ends exactly those.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { spawnSyncOnceMore, withPgClient } from '../scripts/lib.mjs'

export const ROOT = path.resolve(import.meta.dirname, '..')

/**
 * Settings from the environment (CLUSTER_*), with the documented defaults; `overrides` win.
 * @param {{ instances?: number, firstAppPort?: number, httpsPort?: number, httpPort?: number, purgePort?: number, stateDir?: string,
 *   databaseUrl?: string, redisUrl?: string, redisKeyPrefix?: string, mediaDir?: string, imageCacheDir?: string,
 *   siteOrigin?: string, appEnv?: Record<string, string> }} [overrides]
 */
export function clusterSettings(overrides = {}) {
  const e = process.env
  const instances = Number(overrides.instances ?? e.CLUSTER_INSTANCES ?? 3)
  const firstAppPort = Number(overrides.firstAppPort ?? e.CLUSTER_APP_PORT ?? 3001)
  const httpsPort = Number(overrides.httpsPort ?? e.CLUSTER_HTTPS_PORT ?? 8443)
  const httpPort = Number(overrides.httpPort ?? e.CLUSTER_HTTP_PORT ?? 8080)
  // nginx's purge endpoint on loopback (deploy/nginx/purge.conf.template), when the purge module is installed.
  const purgePort = Number(overrides.purgePort ?? e.CLUSTER_PURGE_PORT ?? httpPort + 1)
  const stateDir = path.resolve(ROOT, overrides.stateDir ?? e.CLUSTER_STATE_DIR ?? '.cache/cluster')
  return {
    instances,
    appPorts: Array.from({ length: instances }, (_, i) => firstAppPort + i),
    httpsPort,
    httpPort,
    purgePort,
    stateDir,
    databaseUrl: overrides.databaseUrl ?? e.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kaimono_cluster',
    redisUrl: overrides.redisUrl ?? e.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379',
    redisKeyPrefix: overrides.redisKeyPrefix ?? e.CLUSTER_REDIS_PREFIX ?? 'kaimono-cluster:',
    mediaDir: path.resolve(ROOT, overrides.mediaDir ?? e.CLUSTER_MEDIA_DIR ?? 'data/cluster-media'),
    imageCacheDir: path.resolve(ROOT, overrides.imageCacheDir ?? e.CLUSTER_IMAGE_CACHE_DIR ?? 'data/cluster-cache/images'),
    siteOrigin: overrides.siteOrigin ?? `https://localhost${httpsPort === 443 ? '' : `:${httpsPort}`}`,
    /** Extra variables for every app instance (SMTP_URL, LOG_LEVEL, …). @type {Record<string, string>} */
    appEnv: overrides.appEnv ?? {},
  }
}

/** The environment every app instance (and the migrate/seed scripts) runs with. */
export function appEnvironment(settings, port) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: settings.databaseUrl,
    REDIS_URL: settings.redisUrl,
    REDIS_KEY_PREFIX: settings.redisKeyPrefix,
    MEDIA_DIR: settings.mediaDir,
    IMAGE_CACHE_DIR: settings.imageCacheDir,
    SITE_ORIGIN: settings.siteOrigin,
    // The app trusts exactly one hop: nginx on loopback (X-Forwarded-For, see the edges issue).
    TRUSTED_PROXIES: '127.0.0.1,::1',
    // nginx compresses and keeps the shared cache (src/lib/deviations.mjs behindEdge); a publish purges it
    // (src/lib/http/edge-purge.mjs) where nginx has the purge module, else pages are revalidated there each request.
    EDGE: 'nginx',
    ...(purgeModuleInstalled() ? { EDGE_PURGE_URLS: `http://127.0.0.1:${settings.purgePort}` } : {}),
    ...settings.appEnv,
    ...(port ? { PORT: String(port) } : {}),
  }
}

const PURGE_MODULE = '/usr/lib/nginx/modules/ngx_http_cache_purge_module.so'

/** Whether Debian's libnginx-mod-http-cache-purge is installed (a publish then purges nginx's copies). */
export function purgeModuleInstalled() {
  return existsSync(PURGE_MODULE)
}

/** nginx and its purge module from Debian when they are missing (like .ci/run does for Chromium). */
export function ensureNginx() {
  const packages = [
    ...(spawnSync('nginx', ['-v']).status === 0 ? [] : ['nginx-light']),
    ...(purgeModuleInstalled() ? [] : ['libnginx-mod-http-cache-purge']),
  ]
  if (packages.length === 0) return
  console.log(`installing Debian ${packages.join(' ')}`)
  const result = spawnSync('sh', ['-c', `apt-get update && apt-get install -y ${packages.join(' ')}`], { stdio: 'inherit' })
  if (result.status !== 0 && packages.includes('nginx-light')) throw new Error(`could not install nginx (apt-get install -y ${packages.join(' ')})`)
  if (result.status !== 0) console.log('the purge module could not be installed: pages are revalidated at nginx on every request instead')
}

/** Creates the PostgreSQL database named in the URL when it does not exist. */
export async function ensureDatabase(databaseUrl) {
  const url = new URL(databaseUrl)
  const name = decodeURIComponent(url.pathname.slice(1))
  url.pathname = '/postgres'
  await withPgClient(url.toString(), async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!rowCount) {
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`)
      console.log(`created database ${name}`)
    }
  })
}

function runStep(command, args, env) {
  console.log(`▶ ${[command, ...args].join(' ')}`)
  // A tsx start-up now and then ends with an unsettled await on a loaded machine: once more (scripts/lib.mjs).
  const result = spawnSyncOnceMore(command, args, { cwd: ROOT, stdio: 'inherit', env })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`)
}

export function migrateAndSeed(settings) {
  const env = appEnvironment(settings)
  // Migrations, the first staff account and the seed content in one CMS start.
  runStep('npx', ['tsx', 'scripts/migrate.ts', '--seed'], env)
}

export function hasBuild() {
  return existsSync(path.join(ROOT, '.next', 'BUILD_ID'))
}

export function build(settings) {
  runStep('npx', ['next', 'build'], appEnvironment(settings))
}

/** A self-signed certificate for localhost, made once (real certificates: point TLS_CERT/TLS_KEY at them). */
export function ensureCertificate(settings) {
  const dir = path.join(settings.stateDir, 'tls')
  const cert = path.join(dir, 'localhost.crt')
  const key = path.join(dir, 'localhost.key')
  if (!existsSync(cert) || !existsSync(key)) {
    mkdirSync(dir, { recursive: true })
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-sha256', '-days', '825',
      '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
      '-keyout', key, '-out', cert,
    ], { stdio: 'ignore' })
  }
  return { cert, key }
}

const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so']

/** Whether a user other than the owner may pass through every folder from the root down to `dir` (o+x). */
export function enterableByOthers(dir) {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    if ((statSync(at).mode & 0o001) === 0) return false
    if (at === path.dirname(at)) return true
  }
}

/** Renders deploy/nginx/site.conf.template and a top-level nginx.conf into the state folder. */
export function writeNginxConfig(settings, { cert, key } = ensureCertificate(settings)) {
  const nginxDir = path.join(settings.stateDir, 'nginx')
  for (const sub of ['logs', 'temp/body', 'temp/proxy', 'temp/fastcgi', 'temp/uwsgi', 'temp/scgi', 'cache']) {
    mkdirSync(path.join(nginxDir, sub), { recursive: true })
  }
  const values = {
    APP_UPSTREAMS: settings.appPorts.map((port) => `server 127.0.0.1:${port} max_fails=3 fail_timeout=5s;`).join('\n    '),
    APP_ROOT: ROOT,
    CACHE_DIR: path.join(nginxDir, 'cache'),
    HTTPS_PORT: String(settings.httpsPort),
    HTTP_PORT: String(settings.httpPort),
    HTTPS_REDIRECT_PORT: settings.httpsPort === 443 ? '' : `:${settings.httpsPort}`,
    PURGE_LISTEN: `127.0.0.1:${settings.purgePort}`,
    TLS_CERT: cert,
    TLS_KEY: key,
  }
  const template = readFileSync(path.join(ROOT, 'deploy/nginx/site.conf.template'), 'utf8')
  const fill = (text) => text.replace(/\$\{([A-Z_]+)\}/g, (whole, name) => values[name] ?? whole)
  writeFileSync(path.join(nginxDir, 'site.conf'), fill(template))
  const purge = purgeModuleInstalled()
  if (purge) writeFileSync(path.join(nginxDir, 'purge.conf'), fill(readFileSync(path.join(ROOT, 'deploy/nginx/purge.conf.template'), 'utf8')))

  // Brotli when Debian's module is installed (apt-get install libnginx-mod-http-brotli-filter); gzip always.
  const modules = BROTLI_MODULES.map((m) => path.join('/usr/lib/nginx/modules', m)).filter((m) => existsSync(m))
  const brotli = modules.length === 2
  // Started as root (a container, CI), nginx's workers run as nobody, which then owns its own folders. Only
  // where nobody can enter the checkout: a checkout in a folder closed to others (`mktemp -d` makes 0700
  // folders) left the workers unable to open their cache or the static files, and every request answered 500.
  // There the workers keep root's rights, and say why in the log.
  const asRoot = process.getuid?.() === 0
  const workersAsNobody = asRoot && enterableByOthers(nginxDir) && enterableByOthers(ROOT)
  if (workersAsNobody) execFileSync('chown', ['-R', 'nobody:nogroup', nginxDir])
  else if (asRoot) console.log(`nginx workers run as root: nobody cannot enter ${ROOT} (a folder on the way is closed to others)`)
  const main = `# Generated by deploy/cluster.mjs; edit deploy/nginx/site.conf.template instead.
${[...modules, ...(purge ? [PURGE_MODULE] : [])].map((m) => `load_module ${m};`).join('\n')}
${workersAsNobody ? 'user nobody nogroup;' : asRoot ? 'user root root;' : ''}
worker_processes auto;
pid ${nginxDir}/nginx.pid;
error_log ${nginxDir}/logs/error.log warn;
events { worker_connections 8192; }
worker_rlimit_nofile 32768;
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;
    keepalive_requests 100000;
    server_tokens off;
    client_body_temp_path ${nginxDir}/temp/body;
    proxy_temp_path ${nginxDir}/temp/proxy;
    fastcgi_temp_path ${nginxDir}/temp/fastcgi;
    uwsgi_temp_path ${nginxDir}/temp/uwsgi;
    scgi_temp_path ${nginxDir}/temp/scgi;
${brotli ? '    brotli on;\n    brotli_comp_level 5;\n    brotli_types text/plain text/css text/xml application/javascript application/json application/xml application/atom+xml image/svg+xml text/x-component;\n' : ''}    include ${nginxDir}/site.conf;
${purge ? `    include ${nginxDir}/purge.conf;\n` : ''}}
`
  const conf = path.join(nginxDir, 'nginx.conf')
  writeFileSync(conf, main)
  return { conf, nginxDir, brotli }
}

function pidsFile(settings) {
  return path.join(settings.stateDir, 'pids.json')
}

function readPids(settings) {
  try {
    return JSON.parse(readFileSync(pidsFile(settings), 'utf8'))
  } catch {
    return { apps: {}, nginx: null }
  }
}

function writePids(settings, pids) {
  mkdirSync(settings.stateDir, { recursive: true })
  writeFileSync(pidsFile(settings), JSON.stringify(pids, null, 2))
}

export function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Starts the server entry (server.mjs) for one instance, detached, its output in <state>/app-<port>.log; returns its pid. */
export function startInstance(settings, port) {
  const log = openSync(path.join(settings.stateDir, `app-${port}.log`), 'a')
  // Node directly (not npm), so the recorded pid is the server itself.
  const child = spawn(process.execPath, [path.join(ROOT, 'server.mjs'), '-p', String(port)], {
    cwd: ROOT,
    env: appEnvironment(settings, port),
    detached: true,
    stdio: ['ignore', log, log],
  })
  closeSync(log)
  child.unref()
  const pids = readPids(settings)
  pids.apps[port] = child.pid
  writePids(settings, pids)
  return child.pid
}

export function startNginx(settings) {
  const { conf, nginxDir } = writeNginxConfig(settings)
  // A new run starts with an empty shared cache (the pages may come from another build).
  for (const entry of readdirSync(path.join(nginxDir, 'cache'))) rmSync(path.join(nginxDir, 'cache', entry), { recursive: true, force: true })
  execFileSync('nginx', ['-p', `${nginxDir}/`, '-e', `${nginxDir}/logs/error.log`, '-c', conf, '-t', '-q'], { stdio: 'inherit' })
  execFileSync('nginx', ['-p', `${nginxDir}/`, '-e', `${nginxDir}/logs/error.log`, '-c', conf], { stdio: 'inherit' })
  const pid = Number(readFileSync(path.join(nginxDir, 'nginx.pid'), 'utf8').trim())
  const pids = readPids(settings)
  pids.nginx = pid
  writePids(settings, pids)
  return pid
}

/** Waits until `url` answers (any status below 500), or throws after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  let last
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) })
      await res.arrayBuffer()
      if (res.status < 500) return
      last = `status ${res.status}`
    } catch (error) {
      last = error.message
    }
    await sleep(500)
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${last})`)
}

/** Clears this cluster's keys in Redis (its own prefix only), so a new run starts from an empty cache. */
export async function clearSharedCache(settings) {
  const { createClient } = await import('@redis/client')
  const client = createClient({ url: settings.redisUrl })
  await client.connect()
  try {
    const keys = []
    for await (const batch of client.scanIterator({ MATCH: `${settings.redisKeyPrefix}*`, COUNT: 1000 })) keys.push(...batch)
    if (keys.length) await client.unlink(keys)
  } finally {
    client.destroy()
  }
}

/** Starts every instance and nginx, and waits until each answers. */
export async function startCluster(settings, { log = console.log } = {}) {
  mkdirSync(settings.stateDir, { recursive: true })
  mkdirSync(settings.mediaDir, { recursive: true })
  await clearSharedCache(settings)
  for (const port of settings.appPorts) startInstance(settings, port)
  startNginx(settings)
  // Ready, not only listening: database reachable and migrated, Redis answering, media writable (/readyz).
  await Promise.all(settings.appPorts.map((port) => waitForHttp(`http://localhost:${port}/readyz`)))
  log(`${settings.instances} instances on ports ${settings.appPorts.join(', ')}; nginx on ${settings.siteOrigin}/ (http://localhost:${settings.httpPort}/ redirects)`)
}

/** Ends exactly the processes this cluster started (SIGTERM, then SIGKILL after 10 s). */
export async function stopCluster(settings) {
  const pids = readPids(settings)
  const all = [...Object.values(pids.apps ?? {}), ...(pids.nginx ? [pids.nginx] : [])].filter((pid) => pid && isAlive(pid))
  for (const pid of all) {
    try {
      process.kill(pid, pid === pids.nginx ? 'SIGQUIT' : 'SIGTERM')
    } catch {
      // Gone already.
    }
  }
  const deadline = Date.now() + 10_000
  while (all.some(isAlive) && Date.now() < deadline) await sleep(200)
  for (const pid of all.filter(isAlive)) process.kill(pid, 'SIGKILL')
  writePids(settings, { apps: {}, nginx: null })
  return all.length
}
