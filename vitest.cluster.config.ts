import path from 'node:path'

import { defineConfig } from 'vitest/config'

/**
 * The cluster test (tests/cluster/): needs a production build, the local PostgreSQL and Redis, and nginx.
 * Run by scripts/test-all.mjs after the build; not part of the ordinary `vitest run`.
 */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      // The local nginx has a self-signed certificate for localhost.
      NODE_TLS_REJECT_UNAUTHORIZED: '0',
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'test-only-secret-0123456789abcdef',
      PAYLOAD_ADMIN_EMAIL: process.env.PAYLOAD_ADMIN_EMAIL ?? 'admin@kaimono-ai.example',
      PAYLOAD_ADMIN_PASSWORD: process.env.PAYLOAD_ADMIN_PASSWORD ?? 'test-admin-password-1',
    },
  },
})
