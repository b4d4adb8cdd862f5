import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import formatjs from 'eslint-plugin-formatjs';
import { readdirSync } from 'node:fs';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import layers from './eslint-rules/queries-in-repositories.mjs';

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

// Money has one owner (docs/money.md): cents ⇄ euros and currency formats live in src/lib/money.ts, percent arithmetic in src/lib/percent.ts.
const MONEY_SYNTAX = [
  ...['*', '/'].flatMap((operator) =>
    ['right', 'left'].map((side) => ({
      selector: `BinaryExpression[operator='${operator}'][${side}.type='Literal'][${side}.value=100]`,
      message: `No ad-hoc ${operator} 100: convert money with src/lib/money.ts (centsFromEuros, eurosOf, percentOf) or percents with src/lib/percent.ts.`,
    })),
  ),
  ...['currency', 'style'].flatMap((option) => [
    { selector: `NewExpression[callee.property.name='NumberFormat'] Property[key.name='${option}']${option === 'style' ? "[value.value='currency']" : ''}`, message: 'Write money with formatMoney (src/lib/money.ts), the one currency format.' },
    { selector: `CallExpression[callee.property.name='formatNumber'] Property[key.name='${option}']${option === 'style' ? "[value.value='currency']" : ''}`, message: 'Write money with formatMoney (src/lib/money.ts), the one currency format.' },
    { selector: `JSXOpeningElement[name.name='FormattedNumber'] > JSXAttribute[name.name='${option}']${option === 'style' ? "[value.value='currency']" : ''}`, message: 'Write money with <Money> or formatMoney (src/lib/money.ts), the one currency format.' },
  ]),
];
/**
 * Where the money rule does not apply: its owners; tests and fixtures that state amounts by hand; and hundreds that
 * are not money: the demo seed's generated prices and popularity, the search's ranking score (mirrors its SQL), page
 * hundreds of the pagination, CSS keyframe percents, Easter's century (days owner) and HTTP status classes in the metrics.
 */
/** ESLint's own no-restricted-syntax under another name: money's selectors and the days' each keep their rule. */
const MONEY_PLUGIN = { rules: { 'restricted-syntax': builtinRules.get('no-restricted-syntax') } };
const MONEY_OWNERS = [
  'src/lib/money.ts',
  'src/lib/percent.ts',
  '**/__tests__/**',
  '**/__fixtures__/**',
  'src/testing/**',
  'src/server/db/seed/**',
  'src/server/catalog/search/columnar/evaluate.ts',
  'src/features/search/model/pagination.ts',
  'src/features/search/model/stress-messages.ts',
  'src/lib/dates/easter.ts',
  'src/server/observability/metrics.js',
];

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
    ignores: ['**/*.repository.ts', 'src/server/db/**', '**/__tests__/**', 'src/testing/**'],
    plugins: { layers },
    rules: { 'layers/queries-in-repositories': 'error' },
  },
  { files: ['src/**'], ignores: ['src/lib/days.ts'], rules: { 'no-restricted-syntax': ['error', ...DAY_SYNTAX] } },
  { files: ['src/server/**'], ignores: CLOCK_OWNERS, rules: { 'no-restricted-syntax': ['error', ...DAY_SYNTAX, HIDDEN_CLOCK] } },
  // Its own rule name (core no-restricted-syntax under the money plugin), so the days' rule above is not replaced.
  { files: ['src/**'], ignores: MONEY_OWNERS, plugins: { money: MONEY_PLUGIN }, rules: { 'money/restricted-syntax': ['error', ...MONEY_SYNTAX] } },
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
