import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      // The framework's floor (bench/floor/README.md): a separate bare app, built only by the bench.
      'bench/floor/**',
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
        {
          paths: [
            { name: 'next/link', message: 'Import Link from @/i18n/navigation instead.' },
            {
              name: 'next/navigation',
              importNames: ['useRouter'],
              message: 'Import useRouter from @/i18n/navigation instead (localized paths, progress bar).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/i18n/**/*.ts', 'src/i18n/**/*.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
]

export default config
