/**
 * Hands a batch of outbox mails to SMTP from a worker thread (mail-courier.worker.mjs), so that building
 * MIME messages and speaking SMTP (about 3 ms of CPU per mail, two mails per enquiry) never runs on the
 * thread that answers requests. The outbox (outbox.ts) claims the mails before and records the results
 * after, on this thread, in a few statements per batch.
 *
 * Where no worker can be started, the batch is sent on this thread with the shared transport
 * (transport.ts), as the retry jobs always are. If the worker stops with a batch in hand, every mail of
 * that batch counts as a failed attempt and gets a retry job: a mail that did go out just before may then
 * be sent twice (delivery is at least once, never zero times).
 */
import { Worker } from 'node:worker_threads'

import type { SendMailOptions } from 'nodemailer'

import { env } from '../../../lib/env'
import { logger } from '../../../lib/logger'
import { smtpOptions, smtpTransport } from './transport'

export type CourierMail = { id: number; message: SendMailOptions }
export type CourierResult = { id: number; ok: true; messageId: string } | { id: number; ok: false; error: string }

/** SMTP connections per batch (one pooled transport in the worker). */
const CONCURRENCY = 4

type Waiting = { mails: CourierMail[]; resolve: (results: CourierResult[]) => void }
type Courier = { worker: Worker; waiting: Map<number, Waiting>; next: number }

/** The running worker; null once it could not be started (then mails go out on this thread). */
let courier: Courier | null | undefined

function failAll(mails: CourierMail[], error: string): CourierResult[] {
  return mails.map(({ id }) => ({ id, ok: false, error }))
}

function startCourier(): Courier | null {
  try {
    const worker = new Worker(new URL('./mail-courier.worker.mjs', import.meta.url))
    const state: Courier = { worker, waiting: new Map(), next: 0 }
    // Only a batch in hand keeps the process alive (see send()).
    worker.unref()
    worker.on('message', ({ batch, results }: { batch: number; results: CourierResult[] }) => {
      const waiting = state.waiting.get(batch)
      state.waiting.delete(batch)
      if (state.waiting.size === 0) worker.unref()
      waiting?.resolve(results)
    })
    const stopped = (reason: unknown) => {
      if (courier === state) courier = undefined
      if (state.waiting.size > 0) logger.error({ err: reason, event: 'contact.courierStopped' }, 'the mail worker stopped with mails in hand; they get retry jobs')
      for (const { mails, resolve } of state.waiting.values()) resolve(failAll(mails, `mail worker stopped: ${String(reason)}`))
      state.waiting.clear()
    }
    worker.on('error', stopped)
    worker.on('exit', (code) => stopped(`exit code ${code}`))
    return state
  } catch (error) {
    logger.warn({ err: error, event: 'contact.courierUnavailable' }, 'no mail worker thread: contact mails are sent on the request thread')
    return null
  }
}

/** Sends on this thread, CONCURRENCY at a time (no worker available). */
async function sendHere(mails: CourierMail[]): Promise<CourierResult[]> {
  const results: CourierResult[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, mails.length) }, async () => {
      while (next < mails.length) {
        const { id, message } = mails[next++]
        try {
          const info = await smtpTransport().sendMail(message)
          results.push({ id, ok: true, messageId: String(info.messageId ?? '') })
        } catch (error) {
          results.push({ id, ok: false, error: error instanceof Error ? error.message : String(error) })
        }
      }
    }),
  )
  return results
}

/** Sends every mail of the batch once; resolves with one result per mail (never rejects). */
export function sendBatch(mails: CourierMail[]): Promise<CourierResult[]> {
  if (mails.length === 0) return Promise.resolve([])
  const url = env().SMTP_URL
  if (!url) return Promise.resolve(failAll(mails, 'SMTP_URL is not set: the mail stays in the outbox until it is configured'))
  if (courier === undefined) courier = startCourier()
  if (courier === null) return sendHere(mails)
  const state = courier
  const batch = state.next++
  return new Promise((resolve) => {
    state.waiting.set(batch, { mails, resolve })
    state.worker.ref()
    state.worker.postMessage({ batch, smtp: smtpOptions(url), concurrency: CONCURRENCY, mails })
  })
}

/** For tests and the bench: stop the worker (the next batch starts a new one). */
export async function stopMailCourierForTests(): Promise<void> {
  const state = courier
  courier = undefined
  if (state) await state.worker.terminate()
}
