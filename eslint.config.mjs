import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'src/payload/payload-types.ts',
      'src/payload/migrations/**',
      'src/app/(payload)/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {
    rules: {
      // Habit 5: every internal link goes through the locale-aware navigation module.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Import Link from @/i18n/navigation instead.' }] },
      ],
    },
  },
  {
    files: ['src/i18n/navigation.ts', 'src/i18n/Link.client.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
]

export default config
