import { BUDGETS } from '../budgets';
import type { Metric } from './result';

/**
 * Figures of helper A's engine benchmark (bench/catalog-search.ts) read from its printed lines:
 * `<case> <engine> <n> offers (1st sample) | search p50 … p95 … | search + 11 facet groups p50 … p95 … ms (n=…)`.
 * The columnar engine serves the site: its search + facets p95 carries the budget (≤ 20 ms for dated cases).
 */
export function catalogMetrics(output: string): Metric[] {
  const metrics: Metric[] = [];
  const line = /^(.+?)\s+(columnar|sql)\s+(\d+) offers .*?\| search p50\s+([\d.]+)\s+p95\s+([\d.]+).*?\| search \+ \d+ facet groups p50\s+([\d.]+)\s+p95\s+([\d.]+)/;
  for (const text of output.split('\n')) {
    const match = line.exec(text.trim());
    if (!match) continue;
    const [, name, engine, , , searchP95, , facetsP95] = match;
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    const dated = /dates/.test(name);
    metrics.push(
      { id: `catalog.${engine}.${slug}.search-p95`, label: `${engine} engine, ${name}: search p95`, value: Number(searchP95), unit: 'ms' },
      {
        id: `catalog.${engine}.${slug}.facets-p95`,
        label: `${engine} engine, ${name}: search + facets p95`,
        value: Number(facetsP95),
        unit: 'ms',
        ...(engine === 'columnar' ? { budget: { op: '<=' as const, limit: dated ? BUDGETS.catalogSearchFacetsDatedP95Ms : BUDGETS.catalogSearchFacetsP95Ms } } : {}),
      },
    );
  }
  return metrics;
}
