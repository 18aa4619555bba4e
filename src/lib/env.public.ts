/**
 * Build-time settings that client code needs too. Next inlines these `process.env.X` reads into the
 * browser bundle (see `env` in next.config.ts), so they must stay literal property reads and must
 * never hold a secret. Everything else is read in `lib/env.ts`, on the server only.
 */
import { parseStrategy } from '@/i18n/strategy'

export const i18nStrategy = parseStrategy(process.env.I18N_STRATEGY)
