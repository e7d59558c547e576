// Flat config. Besides the usual rules it enforces the architecture rules: a remote never imports
// another remote, `@site/shared` is imported by its name only, and no package reaches into another
// package's folder by a relative path (deploy/ and shared/ included).
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

// The remote list is declared once, in shared/contract/remote-packages.json (id → package folder).
const REMOTES = Object.values(require('./shared/contract/remote-packages.json'));
const PACKAGES = ['shell', ...REMOTES];
const ALL_PACKAGES = ['shared', 'deploy', ...PACKAGES];

/** A relative import that climbs out of its package into another top-level package folder. */
function crossPackageRelative(pkg) {
  const others = ALL_PACKAGES.filter((p) => p !== pkg).join('|');
  return {
    regex: `^(\\.\\./)+(${others})(/|$)`,
    message: "Never reach into another package by a relative path: import it by package name ('@site/shared', '@site/shared/contract').",
  };
}

/**
 * Remotes and the centre kit take the router from '@site/shared': react-router is not a federation
 * singleton, so a direct import would bundle a second router without the shell's context.
 */
const ROUTER_FROM_SHARED = ['react-router-dom', 'react-router'].map((name) => ({
  name,
  message: "Take the router (Link, useNavigate, MemoryRouter...) from '@site/shared': a direct import bundles a second react-router outside the shell's router.",
}));
/** The same for react-i18next and react-query: a second copy would not know the page's i18n instance or query client. */
const HOOKS_FROM_SHARED = [
  {
    name: 'react-i18next',
    message: "Take useTranslation from '@site/shared': a direct import bundles a second react-i18next that does not know the page's i18n instance.",
  },
  {
    name: '@tanstack/react-query',
    message: "Take useQuery, useMutation... from '@site/shared': a direct import bundles a second react-query that does not see the page's query client.",
  },
];
const FROM_SHARED = [...ROUTER_FROM_SHARED, ...HOOKS_FROM_SHARED];

/** Import patterns a package may not use: other packages' folders and deep paths into shared. */
function forbiddenImportsFor(pkg) {
  const others = PACKAGES.filter((p) => p !== pkg);
  return {
    paths: REMOTES.includes(pkg) ? FROM_SHARED : [],
    patterns: [
      crossPackageRelative(pkg),
      {
        group: others.flatMap((p) => [p, `${p}/*`, `**/${p}/*`, `**/${p}`]),
        message: 'A package never imports another remote or the shell: talk through the event bus or by URL.',
      },
      {
        group: ['@site/shared/*', '!@site/shared/contract', '!@site/shared/contract/member', '!@site/shared/contract/site', '!@site/shared/contract/session', '!@site/shared/contract/lottery', '!@site/shared/contract/lottery/constants', '!@site/shared/contract/agents', '!@site/shared/contract/host-api', '!@site/shared/centre-kit', '!@site/shared/dev-harness', '!@site/shared/testing', '!@site/shared/tokens.css', '**/shared/src/*', '**/shared/src'],
        message: "Import shared by its package name only ('@site/shared'); a deep import creates a second store.",
      },
    ],
  };
}

module.exports = tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', 'test-results/**', 'playwright-report/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // The hooks rules where React code lives: the front-end packages, not their Playwright specs and
    // not deploy/ (server code). The refs rule runs React's compiler on every function it reads, and
    // on deploy/ it was more than half of the whole lint's time for nothing.
    files: ['shared/**/*.{ts,tsx}', ...PACKAGES.map((pkg) => `${pkg}/**/*.{ts,tsx}`)],
    ignores: ['**/e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // A ref read or written during render may hold what a render React threw away: keep a latest
      // value with useLatest from '@site/shared' and read it in effects and handlers.
      'react-hooks/refs': 'error',
    },
  },
  ...PACKAGES.map((pkg) => ({
    files: [`${pkg}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', forbiddenImportsFor(pkg)] },
  })),
  ...['shared', 'deploy'].map((pkg) => ({
    files: [`${pkg}/**/*.{ts,tsx,mjs,js,cjs}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [crossPackageRelative(pkg)] }] },
  })),
  {
    // The lottery's first page (the lobby and what every lottery screen loads) loads no schema:
    // values come from the zod-free constants entry, types from anywhere.
    files: ['mf-lottery/src/app/**/*.{ts,tsx}', 'mf-lottery/src/kit/**/*.{ts,tsx}', 'mf-lottery/src/features/lottery-lobby/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@site/shared/contract/lottery',
              allowTypeImports: true,
              message: "The lottery's first page takes values from '@site/shared/contract/lottery/constants': this entry brings zod and every schema (about 24 KB).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/centre-kit/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: FROM_SHARED, patterns: [crossPackageRelative('shared')] }] },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/e2e/**/*.ts', 'deploy/bench/**/*.ts', 'deploy/ops/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
