import pino from 'pino'

import { env } from './env'

/**
 * The app's structured logger: JSON lines on stdout; no worker-thread transports. Payload keeps its own
 * (docs/decisions.md E11).
 */
export const logger = pino({
  level: env().LOG_LEVEL,
  base: { app: 'site' },
  redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.email'], remove: true },
})
