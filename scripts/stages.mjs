// Runs the test command's stages as a small dependency graph: independent stages run side by side
// (at most `concurrency` at once), each stage's output is printed in one block when it ends, and the
// first failure stops everything still waiting. Used by scripts/test-all.mjs and scripts/test-fast.mjs.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

import { UNSETTLED_AWAIT_EXIT } from './lib.mjs'

/**
 * A `background` stage is off the critical path: it runs at a lower CPU priority (nice 10, inherited by its
 * workers and servers), so on a small machine it takes the cycles the critical path leaves over.
 *
 * @typedef {{ name: string, steps: Array<[string, string[]]>, after?: string[], env?: Record<string, string>, background?: boolean }} Stage
 * @param {Stage[]} stages in priority order (the critical path first)
 * @param {{ concurrency?: number }} [options]
 * @returns {Promise<Map<string, number>>} seconds per stage
 */
export async function runStages(stages, { concurrency = 3, keepGoing = false } = {}) {
  const pending = [...stages]
  const done = new Set()
  const running = new Map()
  const seconds = new Map()
  let failed = null

  const ready = (stage) => (stage.after ?? []).every((name) => done.has(name))

  function start(stage) {
    const began = Date.now()
    console.log(`▶ ${stage.name} started`)
    const promise = (async () => {
      let output = ''
      for (const [given, givenArgs] of stage.steps) {
        // Local tools run straight from node_modules/.bin: npx adds a second or two and npm's own warnings.
        const local = given === 'npx' && existsSync(`node_modules/.bin/${givenArgs[0]}`)
        const tool = local ? `node_modules/.bin/${givenArgs[0]}` : given
        const toolArgs = local ? givenArgs.slice(1) : givenArgs
        const command = stage.background ? 'nice' : tool
        const args = stage.background ? ['-n', '10', tool, ...toolArgs] : toolArgs
        output += `$ ${[command, ...args].join(' ')}\n`
        const once = () =>
          new Promise((resolve) => {
            const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...stage.env, FORCE_COLOR: '0' } })
            child.stdout.on('data', (chunk) => (output += chunk))
            child.stderr.on('data', (chunk) => (output += chunk))
            child.on('close', (status, signal) => resolve(status ?? (signal ? 1 : 0)))
          })
        let code = await once()
        if (code === UNSETTLED_AWAIT_EXIT) {
          output += `(exit 13: an unsettled await at start-up, see scripts/lib.mjs; running it once more)\n`
          code = await once()
        }
        if (code !== 0) return { stage, code, output, began }
      }
      return { stage, code: 0, output, began }
    })()
    running.set(stage.name, promise)
  }

  while (pending.length > 0 || running.size > 0) {
    while ((keepGoing || !failed) && running.size < concurrency) {
      // With keepGoing, a stage whose dependency failed still never runs (it stays pending).
      const index = pending.findIndex(ready)
      if (index < 0) break
      start(pending.splice(index, 1)[0])
    }
    if (running.size === 0) break
    const result = await Promise.race(running.values())
    running.delete(result.stage.name)
    const took = Math.round((Date.now() - result.began) / 1000)
    seconds.set(result.stage.name, took)
    console.log(`\n──── ${result.stage.name} (${took} s) ${'─'.repeat(40)}\n${result.output.trimEnd()}`)
    if (result.code === 0) {
      done.add(result.stage.name)
      console.log(`✔ ${result.stage.name} passed in ${took} s`)
    } else {
      console.error(`✖ ${result.stage.name} failed (exit ${result.code}) after ${took} s`)
      failed ??= result.stage.name
    }
  }
  if (failed) {
    const skipped = pending.map((stage) => stage.name)
    if (skipped.length) console.error(`not run after the failure: ${skipped.join(', ')}`)
    const error = new Error(`stage ${failed} failed`)
    error.seconds = seconds
    throw error
  }
  return seconds
}
