import path from 'node:path'

import { defineConfig } from 'vitest/config'

/**
 * Two projects: `unit` (pure code, files in parallel) and `integration` (real SQLite files, the local
 * PostgreSQL and Redis, SMTP on loopback). The integration files share databases, so the test command
 * runs that project with `--no-file-parallelism`; `npm run test:fast` runs only `unit`.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(import.meta.dirname, 'src/payload/payload.config.ts'),
      '@': path.resolve(import.meta.dirname, 'src'),
    },
  },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { NEXT_TELEMETRY_DISABLED: '1', PAYLOAD_SECRET: 'test-secret-at-least-16-chars', LOG_LEVEL: 'silent' },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts'] },
      },
    ],
  },
})
