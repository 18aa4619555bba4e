/**
 * Side-effect import for the operator's tsx scripts (backup, restore, legal:update-privacy): reads `.env` as the
 * app does (Next loads it by itself; a plain tsx process does not), without overriding what the environment already
 * sets. Import it first, before anything that reads the settings (payload.config reads DATABASE_URL on import).
 */
import { existsSync } from 'node:fs'

if (existsSync('.env')) process.loadEnvFile('.env')
