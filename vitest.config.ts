import path from 'node:path'

import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(import.meta.dirname, 'src/payload/payload.config.ts'),
      '@': path.resolve(import.meta.dirname, 'src'),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Integration tests share one SQLite file and the local PostgreSQL; run files one at a time.
    fileParallelism: false,
    env: { NEXT_TELEMETRY_DISABLED: '1', PAYLOAD_SECRET: 'test-secret-at-least-16-chars', LOG_LEVEL: 'silent' },
  },
})
