import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

// Habit 5: every internal link goes through the locale-aware navigation module.
const LINK_IMPORTS = [
  { name: 'next/link', message: 'Import Link from @/i18n/navigation instead.' },
  {
    name: 'next/navigation',
    importNames: ['useRouter'],
    message: 'Import useRouter from @/i18n/navigation instead (localized paths, progress bar).',
  },
]

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      // Tools' scratch space, e.g. the upgrade drill's whole copy of the repository (.cache/upgrade-drill/).
      '.cache/**',
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
          paths: LINK_IMPORTS,
        },
      ],
    },
  },
  {
    files: ['src/i18n/**/*.ts', 'src/i18n/**/*.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The browser tests take `test` from their helpers: its `request` asks again after a closed kept-alive connection.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/helpers.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test from './helpers' (its request asks again after ECONNRESET)." }] },
      ],
    },
  },
  {
    // The layering (docs/architecture.md, "Layers"): imports point down only,
    //   app → features → payload (CMS core) → lib ⇄ i18n,   components → lib, i18n, content.
    // payload.config.ts is the composition root that assembles each feature's cms/ folder. For now
    // src/payload/admin/* and src/payload/enquiry-labels.ts (admin parts of the enquiry inbox) may still
    // read the contact feature's constants; they move into features/contact/cms/ when their owners can.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: 'src/!(app)/**', from: 'src/app', message: 'Only src/app (routes) may import routes.' },
            {
              target: ['src/payload/!(admin|payload.config.ts|enquiry-labels.ts)', 'src/payload/!(admin)/**'],
              from: 'src/features',
              message: 'The CMS core does not know features: put the collection or task in src/features/<name>/cms/ and add it in payload.config.ts.',
            },
            {
              target: ['src/lib/**', 'src/i18n/**', 'src/components/**', 'src/content/**'],
              from: 'src/features',
              message: 'Features are above this layer: pass what you need in (a prop, a context like src/i18n/NavigationHooks.client.tsx).',
            },
            {
              target: ['src/i18n/**', 'src/components/**', 'src/content/**'],
              from: 'src/payload',
              message: 'Only features, src/lib/cms and pages reach the CMS.',
            },
            {
              target: 'src/lib/**',
              from: 'src/payload',
              except: ['./payload-types.ts', './payload.config.ts'],
              message: 'src/lib/cms reads the CMS through the local API (payload.config.ts) and its generated types only.',
            },
            { target: ['src/lib/**', 'src/i18n/**', 'src/content/**'], from: 'src/components', message: 'Components are above this layer.' },
          ],
        },
      ],
    },
  },
  {
    // `Link` reads the locale with next-intl on the server; public pages carry no next-intl client runtime (N8), so in
    // a client component it throws while the page renders (a 500). ClientLink reads the layout's locale context.
    files: ['src/**/*.client.tsx'],
    ignores: ['src/i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...LINK_IMPORTS, { name: '@/i18n/navigation', importNames: ['Link'], message: 'In a client component use ClientLink from @/i18n/ClientLink.client.' }] },
      ],
    },
  },
]

export default config
