import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** A budget on one figure: `value op limit` must hold. */
export type Budget = { op: '<=' | '>=' | '=='; limit: number };

export type Metric = {
  /** stable id, e.g. `http.page-search.rps` */
  id: string;
  label: string;
  /** null when it could not be measured (a missing budget figure fails the check) */
  value: number | null;
  unit: string;
  budget?: Budget;
};

/**
 * What a benchmark hands to `npm run bench` (written to the file named by BENCH_OUT): its figures with their
 * budgets, and a Markdown section for bench/RESULTS.md. Any script in bench/ may produce one.
 */
export type BenchResult = {
  name: string;
  title: string;
  /** the command that produced the figures */
  command: string;
  metrics: Metric[];
  /** table(s) and notes, Markdown */
  markdown: string;
};

export const meets = (value: number | null, budget: Budget): boolean =>
  value !== null && Number.isFinite(value) && (budget.op === '<=' ? value <= budget.limit : budget.op === '>=' ? value >= budget.limit : value === budget.limit);

/** Prints the section and writes the result where the orchestrator wants it. */
export function publish(result: BenchResult): void {
  console.log(`\n## ${result.title}\n\n${result.markdown}\n`);
  const failed = result.metrics.filter((m) => m.budget && !meets(m.value, m.budget));
  for (const m of failed) console.log(`  over budget: ${m.label} = ${m.value ?? 'not measured'} ${m.unit} (budget ${m.budget!.op} ${m.budget!.limit})`);
  const out = process.env.BENCH_OUT;
  if (out) {
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify(result, null, 2) + '\n');
  }
}

/** Median of the measured values (a round that measured nothing, NaN, is left out). */
export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Nearest-rank percentile. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const fmt = (value: number | null, digits = 0): string => (value === null || !Number.isFinite(value) ? 'n/a' : value.toFixed(digits));

/** A Markdown table from a header and rows. */
export function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export function baseUrl(): string {
  const url = process.env.BENCH_BASE_URL;
  if (!url) throw new Error('BENCH_BASE_URL is not set: run through `npm run bench`, or start a server and set it');
  return url.replace(/\/+$/, '');
}
