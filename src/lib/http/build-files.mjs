/**
 * Files of a finished build, for the build adapter's steps (csp-hashes.mjs, compile-hints.mjs). Plain JavaScript:
 * Next loads the adapter at build time, outside its bundles.
 */
import { readdir } from 'node:fs/promises'
import path from 'node:path'

/**
 * Every file under `dir`, at any depth, whose name ends with `suffix`, as full paths; none when `dir` does not exist.
 * @param {string} dir
 * @param {string} suffix
 * @returns {Promise<string[]>}
 */
export async function filesUnder(dir, suffix) {
  const names = await readdir(dir, { recursive: true }).catch(() => [])
  return names.filter((name) => name.endsWith(suffix)).map((name) => path.join(dir, name))
}
