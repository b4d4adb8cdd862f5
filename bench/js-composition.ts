// What a page's first-load JavaScript is made of: loads the page as bench/first-load-js.ts does, then reads each
// script's source map and gives every source module its share of the file's gzip bytes (its share of the file's
// mapped characters × the file's gzip size). Needs a measuring build with source maps:
//   BENCH_SOURCE_MAPS=1 NEXT_DIST_DIR=.next-maps npm run build, then serve it (NEXT_DIST_DIR=.next-maps … scripts/start.mjs)
// Usage: BENCH_BASE_URL=http://127.0.0.1:3271 node --import tsx bench/js-composition.ts /recherche [top=40]
// Prints the modules by weight, grouped per package (node_modules) or per source folder of this codebase;
// BENCH_GROUP=next lists one group's modules too.
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import { CHROMIUM } from './lib/interaction';
import { baseUrl, fmt } from './lib/result';

async function scriptsOf(url: string, mobile: boolean): Promise<{ url: string; body: string }[]> {
  const browser = await chromium.launch(CHROMIUM);
  const context = await browser.newContext(mobile ? devices['Pixel 7'] : { viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const seen = new Map<string, Promise<string>>();
  let last = Date.now();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || seen.has(response.url())) return;
    last = Date.now();
    seen.set(response.url(), response.text().catch(() => ''));
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  const until = Date.now() + 30_000;
  while (Date.now() - last < 3000 && Date.now() < until) await page.waitForTimeout(250);
  const scripts = await Promise.all([...seen.entries()].map(async ([src, body]) => ({ url: src, body: await body })));
  await browser.close();
  return scripts.filter((s) => s.body);
}

/** The group a source belongs to: a package name, or this codebase's folder two levels deep. */
function groupOf(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = source.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const clean = source.replace(/^.*?\/(src|pages)\//, '$1/').replace(/^(turbopack|webpack):\/\/\/?(\[project\]\/)?/, '');
  return clean.split('/').slice(0, 3).join('/');
}

async function main() {
  const base = baseUrl();
  const path = process.argv[2] ?? '/';
  const top = Number(process.argv[3] ?? 40);
  const scripts = await scriptsOf(base + path, process.env.BENCH_MOBILE === '1');
  const byModule = new Map<string, number>();
  let total = 0;
  let unmapped = 0;
  for (const script of scripts) {
    const gzip = gzipSync(script.body).length;
    total += gzip;
    const mapUrl = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(script.body)?.[1];
    const response = mapUrl ? await fetch(new URL(mapUrl, script.url)).catch(() => null) : null;
    if (!response?.ok) {
      unmapped += gzip;
      byModule.set(`(no map) ${new URL(script.url).pathname.split('/').pop()}`, gzip);
      continue;
    }
    const map = (await response.json()) as RawSourceMap & { sections?: { offset: { line: number; column: number }; map: RawSourceMap }[] };
    const chars = new Map<string, number>();
    const lines = script.body.split('\n');
    const count = (consumer: SourceMapConsumer, lineOffset: number) => {
      let previous: { line: number; column: number; source: string | null } | null = null;
      consumer.eachMapping((m) => {
        const line = m.generatedLine + lineOffset;
        if (previous && previous.line === line) {
          chars.set(previous.source ?? '(generated)', (chars.get(previous.source ?? '(generated)') ?? 0) + (m.generatedColumn - previous.column));
        } else if (previous) {
          const length = (lines[previous.line - 1]?.length ?? previous.column) - previous.column;
          chars.set(previous.source ?? '(generated)', (chars.get(previous.source ?? '(generated)') ?? 0) + Math.max(0, length));
        }
        previous = { line, column: m.generatedColumn, source: m.source };
      });
      if (previous) {
        const p = previous as { line: number; column: number; source: string | null };
        chars.set(p.source ?? '(generated)', (chars.get(p.source ?? '(generated)') ?? 0) + Math.max(0, (lines[p.line - 1]?.length ?? p.column) - p.column));
      }
    };
    if (map.sections) {
      for (const section of map.sections) count(new SourceMapConsumer(section.map), section.offset.line);
    } else {
      count(new SourceMapConsumer(map), 0);
    }
    const mapped = [...chars.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [source, n] of chars) byModule.set(source, (byModule.get(source) ?? 0) + (n / mapped) * gzip);
  }
  const groups = new Map<string, number>();
  for (const [source, bytes] of byModule) groups.set(groupOf(source), (groups.get(groupOf(source)) ?? 0) + bytes);
  const kB = (b: number) => `${fmt(b / 1000, 1)} kB`;
  console.log(`${path}: ${scripts.length} scripts, ${kB(total)} gzip (${kB(unmapped)} without a source map)\n\nby group:`);
  for (const [group, bytes] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${kB(bytes).padStart(9)}  ${group}`);
  const focus = process.env.BENCH_GROUP;
  if (focus) {
    console.log(`\nby module of ${focus}:`);
    for (const [source, bytes] of [...byModule].filter(([s]) => groupOf(s) === focus).sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${kB(bytes).padStart(9)}  ${source}`);
  }
  console.log('\nby module (this codebase):');
  for (const [source, bytes] of [...byModule].filter(([s]) => !s.includes('node_modules')).sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${kB(bytes).padStart(9)}  ${source}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
