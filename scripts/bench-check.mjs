// `npm run bench:check`: enforce the budgets on the figures of the last `npm run bench` (bench/results.json).
// Exits 1 when a budget is missed, a budgeted figure could not be measured, or a benchmark has never run.
import { existsSync, readFileSync } from 'node:fs';

const FILE = 'bench/results.json';
const REQUIRED = ['secrets', 'http-load', 'first-load-js', 'lighthouse', 'load-test', 'catalog'];

if (!existsSync(FILE)) {
  console.error(`No ${FILE}: run \`npm run bench\` first.`);
  process.exit(1);
}
const report = JSON.parse(readFileSync(FILE, 'utf8'));
const sections = report.sections ?? [];
let failures = 0;

for (const name of REQUIRED) {
  if (!sections.some((s) => s.name === name)) {
    console.log(`✗ ${name}: never run (npm run bench -- --only=...)`);
    failures++;
  }
}

const holds = (value, { op, limit }) =>
  typeof value === 'number' && Number.isFinite(value) && (op === '<=' ? value <= limit : op === '>=' ? value >= limit : value === limit);
const show = (value) => (typeof value !== 'number' ? 'not measured' : Number.isInteger(value) ? String(value) : value.toFixed(Math.abs(value) < 1 ? 3 : 1));

for (const section of sections) {
  const budgeted = (section.metrics ?? []).filter((m) => m.budget);
  if (budgeted.length === 0) continue;
  console.log(`\n${section.title}${section.quick ? ' [quick run]' : ''} (${section.ranAt ?? report.updatedAt})`);
  for (const m of budgeted) {
    const ok = holds(m.value, m.budget);
    if (!ok) failures++;
    console.log(`  ${ok ? '✓' : '✗'} ${m.label}: ${show(m.value)} ${m.unit} (budget ${m.budget.op} ${m.budget.limit})`);
  }
}

console.log(`\n${failures === 0 ? 'Every budget is met' : `${failures} budget(s) missed`} (figures of ${report.updatedAt}, commit ${report.commit}).`);
process.exit(failures === 0 ? 0 : 1);
