/** The contact outbox's Payload jobs, assembled into the CMS config by payload.config.ts. */
import type { TaskConfig } from 'payload'

import { DELIVER_TASK, type DeliverIO, deliverOutboxMail, MAIL_QUEUE, MAIL_RETRIES, SWEEP_TASK, sweepContactOutbox } from '../server/outbox'

export const deliverContactMailTask: TaskConfig<DeliverIO> = {
  slug: DELIVER_TASK,
  label: 'Deliver a contact mail',
  inputSchema: [{ name: 'mailId', type: 'text', required: true }],
  outputSchema: [{ name: 'messageId', type: 'text' }],
  retries: MAIL_RETRIES,
  handler: async ({ input, req }) => {
    const messageId = await deliverOutboxMail(req.payload, input.mailId, req)
    return { output: { messageId } }
  },
}

export const sweepContactOutboxTask: TaskConfig<{ input: object; output: { queued: number } }> = {
  slug: SWEEP_TASK,
  label: 'Re-queue contact mails that are still waiting',
  // On the mail lane's queue: the default queue is scheduled publishing's alone (src/lib/jobs-ticker.ts).
  schedule: [{ cron: '0 * * * *', queue: MAIL_QUEUE }],
  handler: async ({ req }) => ({ output: { queued: await sweepContactOutbox(req.payload) } }),
}
