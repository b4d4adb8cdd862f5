import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import formatjs from 'eslint-plugin-formatjs';

const config = [
  ...nextVitals,
  ...nextTypescript,
  // Next registers the jsx-a11y plugin with a few rules; turn on the whole recommended set.
  { rules: jsxA11y.flatConfigs.recommended.rules },
  {
    plugins: { formatjs },
    rules: {
      'formatjs/enforce-placeholders': 'error',
      'formatjs/enforce-plural-rules': ['error', { one: true, other: true }],
      'formatjs/no-offset': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', '(aria-label|alt|title|placeholder)']] } }],
    },
  },
  {
    files: ['tests/**', 'e2e/**', 'bench/**', 'scripts/**', '**/__tests__/**', 'src/testing/**', 'src/server/**'],
    rules: { 'formatjs/no-literal-string-in-jsx': 'off' },
  },
  {
    // Playwright fixtures receive a `use` callback, which the React hooks rule mistakes for React's use().
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // CommonJS files Node, Next and Jest load with require() (next.config.js, jest.config.js, src/lib/i18n-config.js).
    files: ['**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { ignores: ['.next/**', '.next-*/**', '**/*.tmp.ts', 'node_modules/**', 'src/generated/**', 'data/**', 'playwright-report/**', 'test-results/**', 'next-env.d.ts'] },
];

export default config;
