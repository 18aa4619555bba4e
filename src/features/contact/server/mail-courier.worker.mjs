/**
 * The mail courier's worker thread (started by mail-courier.ts): hands composed mails to SMTP with
 * nodemailer, away from the thread that answers requests. Building a MIME message and speaking SMTP cost
 * about 3 ms of CPU per mail (bench/contact.mjs), which on the request thread took the CPU a burst of enquiries
 * needed.
 *
 * One message in: `{ batch, smtp, concurrency, mails: [{ id, message }] }` (nodemailer's SMTP options and
 * messages, plain data). One message out per batch: `{ batch, results: [{ id, ok, messageId | error }] }`.
 * Each batch gets a pooled transport (`concurrency` connections, reused for every mail of the batch) that
 * is closed when the batch is done, so no idle connection is left open between bursts.
 *
 * Plain JavaScript with no import of the app: the same file runs under Next's bundle, tsx and Vitest.
 */
import { parentPort } from 'node:worker_threads'

import nodemailer from 'nodemailer'

parentPort?.on('message', async ({ batch, smtp, concurrency, mails }) => {
  const transport = nodemailer.createTransport({ ...smtp, pool: true, maxConnections: concurrency, maxMessages: Infinity })
  const results = await Promise.all(
    mails.map(({ id, message }) =>
      transport.sendMail(message).then(
        (info) => ({ id, ok: true, messageId: String(info.messageId ?? '') }),
        (error) => ({ id, ok: false, error: error instanceof Error ? error.message : String(error) }),
      ),
    ),
  )
  transport.close()
  parentPort?.postMessage({ batch, results })
})
