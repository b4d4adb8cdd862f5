// Precompile every catalog in locales/ to ICU ASTs (formatjs compile --ast) into src/generated/messages/,
// so the browser needs no ICU parser. Run before dev, build, typecheck and tests.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageMessageIds } from './page-messages.mjs';

const out = 'src/generated/messages';
mkdirSync(out, { recursive: true });
const catalogs = readdirSync('locales').filter((f) => /^[a-z]{2}_[A-Z]{2}\.json$/.test(f));
const cli = join('node_modules', '@formatjs', 'cli', 'bin', 'formatjs');
for (const file of catalogs) {
  execFileSync(process.execPath, [cli, 'compile', join('locales', file), '--ast', '--format', 'simple', '--out-file', join(out, file)], { stdio: 'inherit' });
}
console.log(`compiled ${catalogs.length} catalogs to ${out}`);

// Each page kind's share of the catalog (scripts/page-messages.mjs): the server ships a page only the ids its code uses.
const lists = pageMessageIds(process.cwd());
writeFileSync(join('src', 'generated', 'page-messages.json'), `${JSON.stringify(lists, null, 1)}\n`);
console.log(`listed the messages of ${Object.keys(lists).length} page kinds in src/generated/page-messages.json`);
