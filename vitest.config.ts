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
        // The test command runs these beside the browser tests at a lower CPU priority (scripts/stages.mjs):
        // there a CMS start or a seed takes ten times as long as on an idle machine. The time-outs only guard
        // against a hang; tests never fail on timing. On CI a failed test runs once more, as the browser tests do
        // (playwright.config.ts): a failure that is real fails twice.
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], testTimeout: 300_000, hookTimeout: 600_000, retry: process.env.CI ? 1 : 0 },
      },
    ],
  },
})
