// Flat config. Besides the usual rules it enforces the two architecture rules of DESIGN.md §2:
// a remote never imports another remote, and `@site/shared` is imported by its name only.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

const REMOTES = ['mf-auth', 'mf-games', 'mf-lottery', 'mf-member-centre', 'mf-agent-centre'];
const PACKAGES = ['shell', ...REMOTES];

/** Import patterns a package may not use: other packages' folders and deep paths into shared. */
function forbiddenImportsFor(pkg) {
  const others = PACKAGES.filter((p) => p !== pkg);
  return {
    patterns: [
      {
        group: others.flatMap((p) => [p, `${p}/*`, `**/${p}/*`, `**/${p}`]),
        message: 'A package never imports another remote or the shell: talk through the event bus or by URL.',
      },
      {
        group: ['@site/shared/*', '!@site/shared/dev-harness', '!@site/shared/testing', '!@site/shared/tokens.css', '**/shared/src/*', '**/shared/src'],
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
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  ...PACKAGES.map((pkg) => ({
    files: [`${pkg}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', forbiddenImportsFor(pkg)] },
  })),
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
