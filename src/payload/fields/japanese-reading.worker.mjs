/**
 * The slug romanizer's worker thread (started by japanese-reading.ts): reads Japanese text with kuromoji's
 * bundled IPA dictionary (@sglkc/kuromoji, offline) and writes each word in Hepburn (hepburn), without macrons
 * as in passports and URLs (東京 → tokyo, サービス → sabisu). The dictionary takes about 300 MB and 2 s to load,
 * so it lives in this thread, which the main thread ends when it has been idle for a while.
 *
 * One message in: `{ id, text }`. One message out: `{ id, words }` (lower-case ASCII words, in order) or
 * `{ id, error }`. Plain JavaScript with no import of the app: the same file runs under Next's bundle and Vitest.
 */
import path from 'node:path'
import { parentPort } from 'node:worker_threads'

import kuromoji from '@sglkc/kuromoji'
import hepburn from 'hepburn'

// The package's own folder, from the app's root (where every script and server runs): a require.resolve here
// is rewritten by the bundler into a module id.
const dicPath = `${path.join(process.cwd(), 'node_modules', '@sglkc', 'kuromoji', 'dict')}/`

const tokenizer = new Promise((resolve, reject) => {
  kuromoji.builder({ dicPath }).build((error, built) => (error ? reject(error) : resolve(built)))
})

const MACRONS = { ā: 'a', ī: 'i', ū: 'u', ē: 'e', ō: 'o', â: 'a', î: 'i', û: 'u', ê: 'e', ô: 'o' }

/** One token in Hepburn: its pronunciation when the dictionary knows the word, else its own letters and digits. */
function romanize(token) {
  // The particle を is pronounced (and written in Hepburn) o; kuromoji gives its reading as ヲ.
  if (token.surface_form === 'を' && token.pos === '助詞') return 'o'
  const kana = token.pronunciation && token.pronunciation !== '*' ? token.pronunciation : /^[\u3040-\u30ff]+$/.test(token.surface_form) ? token.surface_form : null
  const latin = kana ? hepburn.fromKana(kana) : token.surface_form
  return latin
    .toLowerCase()
    .replace(/[āīūēôâîûêō]/g, (letter) => MACRONS[letter])
    .replace(/[^a-z0-9]+/g, '')
}

parentPort?.on('message', async ({ id, text }) => {
  try {
    const words = (await tokenizer).tokenize(String(text)).map(romanize).filter(Boolean)
    parentPort?.postMessage({ id, words })
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
