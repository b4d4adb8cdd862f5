import { BUDGETS } from '../budgets';
import type { Metric } from './result';

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const budgetFor = (name: string) => ({ op: '<=' as const, limit: /dates/.test(name) ? BUDGETS.catalogSearchFacetsDatedP95Ms : BUDGETS.catalogSearchFacetsP95Ms });

/**
 * Figures of helper A's catalog benchmark (bench/catalog-search.ts, `npm run bench:catalog`) read from its printed
 * lines: a case line `<case> (<n> offers)` followed by `  engine search + facets  p50 … p95 … p99 …`, `  http
 * offers.json  p50 … p95 …` and the like. The engine's search + facets p95 carries the budget (≤ 20 ms with dates).
 * The older one-line form (`<case> columnar <n> offers … | search + 11 facet groups p50 … p95 …`) is read too.
 */
export function catalogMetrics(output: string): Metric[] {
  const metrics: Metric[] = [];
  let current: string | null = null;
  for (const raw of output.split('\n')) {
    const text = raw.trimEnd();
    const heading = /^(\S.*?) \((\d+) offers\)$/.exec(text);
    if (heading) {
      current = heading[1];
      continue;
    }
    const figure = /^\s+(engine search \+ facets|engine search|http offers\.json|http facets\.json|sql engine search \+ facets)\s+p50\s+([\d.]+)\s+p95\s+([\d.]+)/.exec(text);
    if (figure && current) {
      const [, what, , p95] = figure;
      metrics.push({
        id: `catalog.${slug(current)}.${slug(what)}.p95`,
        label: `${current}: ${what} p95`,
        value: Number(p95),
        unit: 'ms',
        ...(what === 'engine search + facets' ? { budget: budgetFor(current) } : {}),
      });
      continue;
    }
    const oneLine = /^(.+?)\s+(columnar|sql)\s+(\d+) offers .*?\| search \+ \d+ facet groups p50\s+([\d.]+)\s+p95\s+([\d.]+)/.exec(text.trim());
    if (oneLine) {
      const [, name, engine, , , p95] = oneLine;
      metrics.push({ id: `catalog.${slug(name)}.${engine}-search-facets.p95`, label: `${name}: ${engine} search + facets p95`, value: Number(p95), unit: 'ms', ...(engine === 'columnar' ? { budget: budgetFor(name) } : {}) });
    }
  }
  return metrics;
}
