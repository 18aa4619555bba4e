import pino from 'pino'

import { env } from './env'

/** One structured logger for the app and Payload. JSON lines on stdout; no worker-thread transports. */
export const logger = pino({
  level: env().LOG_LEVEL,
  base: { app: 'site' },
  redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.email'], remove: true },
})
