// Runs the test command's stages as a small dependency graph: independent stages run side by side
// (at most `concurrency` at once), each stage's output is printed in one block when it ends, and the
// first failure stops everything still waiting. Used by scripts/test-all.mjs and scripts/test-fast.mjs.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { UNSETTLED_AWAIT_EXIT } from './lib.mjs'

/**
 * A `background` stage is off the critical path: it runs at a lower CPU priority (nice 10, inherited by its
 * workers and servers), so on a small machine it takes the cycles the critical path leaves over.
 *
 * @typedef {{ name: string, steps: Array<[string, string[]]>, after?: string[], env?: Record<string, string>, background?: boolean }} Stage
 * Each step runs under /usr/bin/time (when the machine has it): the CPU seconds a stage's processes used are
 * printed beside its wall-clock seconds. On a machine shared with other work the wall clock says little; the CPU
 * seconds compare one run with another.
 *
 * @param {Stage[]} stages in priority order (the critical path first)
 * @param {{ concurrency?: number }} [options]
 * @returns {Promise<Map<string, number> & { cpu: Map<string, number> }>} seconds per stage, and CPU seconds per stage in `.cpu`
 */
export async function runStages(stages, { concurrency = 3, keepGoing = false } = {}) {
  const pending = [...stages]
  const done = new Set()
  const running = new Map()
  const seconds = new Map()
  const cpu = new Map()
  seconds.cpu = cpu
  const timeTool = existsSync('/usr/bin/time') ? '/usr/bin/time' : null
  const timings = mkdtempSync(path.join(os.tmpdir(), 'stage-cpu-'))
  let failed = null

  const ready = (stage) => (stage.after ?? []).every((name) => done.has(name))

  function start(stage) {
    const began = Date.now()
    console.log(`▶ ${stage.name} started`)
    const promise = (async () => {
      let output = ''
      let cpuSeconds = 0
      const cpuFile = path.join(timings, stage.name)
      for (const [given, givenArgs] of stage.steps) {
        // Local tools run straight from node_modules/.bin: npx adds a second or two and npm's own warnings.
        const local = given === 'npx' && existsSync(`node_modules/.bin/${givenArgs[0]}`)
        const tool = local ? `node_modules/.bin/${givenArgs[0]}` : given
        const toolArgs = local ? givenArgs.slice(1) : givenArgs
        // The user and system CPU seconds of the step and every process it waited for (servers, workers).
        const timed = timeTool ? [timeTool, '-q', '-f', '%U %S', '-o', cpuFile] : []
        const shown = stage.background ? ['nice', '-n', '10', tool, ...toolArgs] : [tool, ...toolArgs]
        const [command, ...args] = stage.background ? ['nice', '-n', '10', ...timed, tool, ...toolArgs] : [...timed, tool, ...toolArgs]
        output += `$ ${shown.join(' ')}\n`
        const once = () =>
          new Promise((resolve) => {
            const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...stage.env, FORCE_COLOR: '0' } })
            child.stdout.on('data', (chunk) => (output += chunk))
            child.stderr.on('data', (chunk) => (output += chunk))
            child.on('close', (status, signal) => {
              if (timeTool && existsSync(cpuFile)) {
                const [user, system] = readFileSync(cpuFile, 'utf8').trim().split('\n').at(-1).split(' ').map(Number)
                if (Number.isFinite(user) && Number.isFinite(system)) cpuSeconds += user + system
                rmSync(cpuFile, { force: true })
              }
              resolve(status ?? (signal ? 1 : 0))
            })
          })
        let code = await once()
        if (code === UNSETTLED_AWAIT_EXIT) {
          output += `(exit 13: an unsettled await at start-up, see scripts/lib.mjs; running it once more)\n`
          code = await once()
        }
        if (code !== 0) return { stage, code, output, began, cpuSeconds }
      }
      return { stage, code: 0, output, began, cpuSeconds }
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
    const usedCpu = timeTool ? `, ${Math.round(result.cpuSeconds)} s of CPU` : ''
    if (timeTool) cpu.set(result.stage.name, Math.round(result.cpuSeconds))
    console.log(`\n──── ${result.stage.name} (${took} s${usedCpu}) ${'─'.repeat(40)}\n${result.output.trimEnd()}`)
    if (result.code === 0) {
      done.add(result.stage.name)
      console.log(`✔ ${result.stage.name} passed in ${took} s${usedCpu}`)
    } else {
      console.error(`✖ ${result.stage.name} failed (exit ${result.code}) after ${took} s${usedCpu}`)
      failed ??= result.stage.name
    }
  }
  if (failed) {
    const skipped = pending.map((stage) => stage.name)
    if (skipped.length) console.error(`not run after the failure: ${skipped.join(', ')}`)
    const error = new Error(`stage ${failed} failed`)
    error.seconds = seconds
    rmSync(timings, { recursive: true, force: true })
    throw error
  }
  rmSync(timings, { recursive: true, force: true })
  return seconds
}
