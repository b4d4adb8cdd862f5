// Precompile every catalog in locales/ to ICU ASTs (formatjs compile --ast) into src/generated/messages/,
// so the browser needs no ICU parser. Run before dev, build, typecheck and tests.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const out = 'src/generated/messages';
mkdirSync(out, { recursive: true });
const catalogs = readdirSync('locales').filter((f) => /^[a-z]{2}_[A-Z]{2}\.json$/.test(f));
const cli = join('node_modules', '@formatjs', 'cli', 'bin', 'formatjs');
for (const file of catalogs) {
  execFileSync(process.execPath, [cli, 'compile', join('locales', file), '--ast', '--format', 'simple', '--out-file', join(out, file)], { stdio: 'inherit' });
}
console.log(`compiled ${catalogs.length} catalogs to ${out}`);
