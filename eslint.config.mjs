import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// bulletproof-react boundaries for web/src: a feature imports no other feature; lib/, components/ and
// config/ import no feature (app/ composes them). dependency-cruiser checks the same over relative paths.
const WEB_FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const noOtherFeature = (feature) => ({
  files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
            message: 'A feature imports no other feature: move the shared piece to lib/ or components/.',
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'coverage/**', '.local-services/**', '.ab-before/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        module: 'writable',
        require: 'readonly',
        __dirname: 'readonly',
        setTimeout: 'readonly',
        URL: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...WEB_FEATURES.map(noOtherFeature),
  {
    files: ['web/src/{lib,components,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*'],
              message: 'lib/, components/ and config/ are shared by the features, so they import none.',
            },
          ],
        },
      ],
    },
  },
  {
    // Translation keys are typed from the Korean locale files (web/src/i18next.d.ts): `t('a.missing.key')`
    // and a key built from a plain string fail tsc. A cast would let one through unchecked: a key picked
    // at run time comes from a typed table (web/src/lib/i18n-keys.ts: keyFor, labelOf) instead.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['callee.name=/^t([A-Z][A-Za-z]*)?$/', 'callee.property.name="t"'].map((callee) => ({
          selector: `CallExpression[${callee}][arguments.0.type=/^(TSAsExpression|TSTypeAssertion|TSNonNullExpression)$/]`,
          message:
            'A translation key is checked against the locale files: take it from a typed table (lib/i18n-keys.ts keyFor/labelOf), never cast it.',
        })),
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
);
