import { Worker } from 'node:worker_threads'

/**
 * Japanese text in Hepburn romanization, word by word ("検証新サービス" → ["kensho", "shin", "sabisu"]), read
 * with a morphological analyser in a worker thread (japanese-reading.worker.mjs). The worker starts on the first
 * request and ends after IDLE_MS without one, so the dictionary's memory is only held while editors are naming
 * articles. Resolves null when the reader cannot run (the caller falls back to its plain transliteration).
 */
const IDLE_MS = 120_000
const TIMEOUT_MS = 15_000
/** The first reading waits for the dictionary to load too: over 15 s on a loaded 2-core machine (seen in the suite). */
const FIRST_TIMEOUT_MS = 45_000

type Reader = { worker: Worker; waiting: Map<number, (words: string[] | null) => void>; next: number; idle?: NodeJS.Timeout; loaded?: boolean }
let reader: Reader | undefined

function start(): Reader {
  const worker = new Worker(new URL('./japanese-reading.worker.mjs', import.meta.url))
  const state: Reader = { worker, waiting: new Map(), next: 0 }
  worker.unref()
  worker.on('message', ({ id, words }: { id: number; words?: string[] }) => {
    state.loaded = true
    const resolve = state.waiting.get(id)
    state.waiting.delete(id)
    resolve?.(Array.isArray(words) ? words : null)
  })
  const stopped = () => {
    if (reader === state) reader = undefined
    for (const resolve of state.waiting.values()) resolve(null)
    state.waiting.clear()
  }
  worker.on('error', stopped)
  worker.on('exit', stopped)
  return state
}

export async function japaneseReading(text: string): Promise<string[] | null> {
  let state: Reader
  try {
    state = reader ??= start()
  } catch {
    return null
  }
  clearTimeout(state.idle)
  const id = state.next++
  const words = await new Promise<string[] | null>((resolve) => {
    state.waiting.set(id, resolve)
    state.worker.postMessage({ id, text })
    setTimeout(() => {
      if (state.waiting.delete(id)) resolve(null)
    }, state.loaded ? TIMEOUT_MS : FIRST_TIMEOUT_MS).unref()
  })
  if (state.waiting.size === 0) {
    state.idle = setTimeout(() => void state.worker.terminate(), IDLE_MS)
    state.idle.unref()
  }
  return words
}

/** Kana or kanji anywhere in the text: the reading is needed (a plain Latin title is slugged as it is). */
export function hasJapanese(text: string): boolean {
  return /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/.test(text)
}
