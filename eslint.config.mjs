import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  { ignores: ['.next*/**', 'node_modules/**', '.data/**', 'bench/out/**', 'next-env.d.ts'] },
  {
    // Dependencies point down (app → components → lib): a domain module never reaches up into the UI,
    // and no two domain modules import each other in a circle (docs/ARCHITECTURE.md, "Three floors").
    files: ['lib/**/*.{ts,tsx,mjs}'],
    // Packages are outside the cycle check; parsing them only costs time (and PGlite's bundle is too deep to parse).
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/components(/|$)|(\\.\\./)+components(/|$))',
              message: 'lib/ must not import components/: move the shared code or strings into lib/<domain>/.',
            },
          ],
        },
      ],
      // Skips `import type`; scripts/check-lib-cycles.mjs (also in `npm run lint`) counts those too.
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tests render plain links on purpose; with every page under app/[locale], the rule would take
    // any root-relative href for a page.
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
];

export default config;
