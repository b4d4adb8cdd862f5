import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import formatjs from 'eslint-plugin-formatjs';
import { readdirSync } from 'node:fs';
import layers from './eslint-rules/queries-in-repositories.mjs';
import { QUERIES_NOT_YET_IN_REPOSITORIES } from './eslint-rules/queries-not-yet-in-repositories.mjs';

// Import boundaries (docs/architecture.md, 'Layers'): pages → src/site → src/features → src/shared → src/components →
// src/lib and src/contracts. Only src/site combines features; server code stays out of the browser's modules.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const LAYER_ZONES = [
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: combine them in src/site.',
  })),
  { target: './src/features', from: './src/site', message: 'Features never import the site: what they need from the app lives in src/shared.' },
  { target: './src/shared', from: ['./src/features', './src/site'], message: 'src/shared sits below every feature and the site.' },
  { target: './src/components', from: ['./src/features', './src/site', './src/shared'], message: 'UI primitives know nothing of features, the site or the app config.' },
  {
    target: ['./src/lib', './src/contracts'],
    from: ['./src/features', './src/site', './src/shared', './src/components', './src/server', './pages'],
    message: 'src/lib and src/contracts import nothing above them.',
  },
];
const SERVER_ZONE = {
  target: ['./src/features', './src/components', './src/shared', './src/lib', './src/contracts', './src/site', './src/styles'],
  from: './src/server',
  message: 'Browser code never imports src/server: only page loaders (src/site/server, get-page-props.ts) do.',
};
// Server layers (docs/server-layers.md): src/server/http (handlers, status codes) → domain modules (services) →
// repositories (the only queries) → src/server/db. Domain modules throw DomainError and never import src/server/http;
// src/server/db and src/server/errors import no domain module.
const SERVER_MODULES = readdirSync(new URL('./src/server', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SERVER_ZONES = [
  {
    target: SERVER_MODULES.filter((module) => module !== 'http').map((module) => `./src/server/${module}`),
    from: './src/server/http',
    message: 'Only src/server/http knows HTTP: a service throws a DomainError (src/server/errors/domain-errors.ts) that api-handler maps to an answer.',
  },
  {
    target: ['./src/server/db', './src/server/errors'],
    from: './src/server',
    except: ['./db', './errors'],
    message: 'src/server/db and src/server/errors sit below every server module: they import none.',
  },
];

// Days (docs/days.md): an instant becomes a day only through todayAt in src/lib/days.ts, never by cutting its UTC text.
const ISO_TEXT_CUT = "CallExpression[callee.property.name=/^(slice|substring|substr)$/][callee.object.callee.property.name='toISOString'][arguments.0.value=0][arguments.1.value=10]";
const ISO_TEXT_SPLIT = "MemberExpression[property.value=0] > CallExpression.object[callee.property.name='split'][callee.object.callee.property.name='toISOString']";
const DAY_SYNTAX = [
  { selector: ISO_TEXT_CUT, message: "A day is not the first 10 characters of a UTC timestamp: use todayAt(pointOfSale, now).day or toIsoDay from src/lib/days.ts." },
  { selector: ISO_TEXT_SPLIT, message: "A day is not the date half of a UTC timestamp: use todayAt(pointOfSale, now).day or toIsoDay from src/lib/days.ts." },
];
// The server's clock is injected (docs/days.md, 'The clock'): a `now` parameter (or option) may default to the system
// clock, which is where handlers, page loaders and jobs hand theirs and tests a fixed one; nowhere else reads it.
const INJECTED_CLOCK_DEFAULT = [
  'AssignmentPattern NewExpression',
  "LogicalExpression[operator='??'] > NewExpression",
  "LogicalExpression[operator='??'] > ArrowFunctionExpression > NewExpression",
].join(', ');
const HIDDEN_CLOCK = {
  selector: `NewExpression[callee.name='Date'][arguments.length=0]:not(${INJECTED_CLOCK_DEFAULT})`,
  message: 'Server code takes the clock as a `now` parameter (defaulting to new Date() at most), so callers and tests can set it.',
};
/** Server code that is not the domain's: stand-in servers, the HTTP edge, migrations, seed and benchmark scripts. */
const CLOCK_OWNERS = ['src/server/local-services/**', 'src/server/http/**', 'src/server/db/migrations/**', 'src/server/db/seed/**', 'src/server/**/bench/**', 'src/server/**/__tests__/**'];

/** Files that run on the server only and may import src/server. */
const SERVER_SIDE_FILES = ['src/site/server/**', 'src/site/pages/*/get-page-props.ts', 'src/**/__tests__/**'];

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
  { files: ['src/**', 'pages/**'], rules: { 'import/no-restricted-paths': ['error', { zones: [...LAYER_ZONES, SERVER_ZONE, ...SERVER_ZONES] }] } },
  { files: SERVER_SIDE_FILES, rules: { 'import/no-restricted-paths': ['error', { zones: [...LAYER_ZONES, ...SERVER_ZONES] }] } },
  { files: ['src/**/__tests__/**'], rules: { 'import/no-restricted-paths': ['error', { zones: LAYER_ZONES }] } },
  {
    // Queries live in repositories; src/server/db (migrations, seed, schema helpers), tests and scripts are not domain code.
    files: ['src/**/*.ts', 'src/**/*.tsx', 'pages/**'],
    ignores: ['**/*.repository.ts', 'src/server/db/**', '**/__tests__/**', 'src/testing/**', ...QUERIES_NOT_YET_IN_REPOSITORIES],
    plugins: { layers },
    rules: { 'layers/queries-in-repositories': 'error' },
  },
  { files: ['src/**'], ignores: ['src/lib/days.ts'], rules: { 'no-restricted-syntax': ['error', ...DAY_SYNTAX] } },
  { files: ['src/server/**'], ignores: CLOCK_OWNERS, rules: { 'no-restricted-syntax': ['error', ...DAY_SYNTAX, HIDDEN_CLOCK] } },
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
