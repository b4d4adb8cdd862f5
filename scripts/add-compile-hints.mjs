// After `next build`: mark every browser script of the build with V8's explicit compile hint, so Chromium compiles
// the modules while the script downloads, on a background thread, instead of on the main thread when each module
// first runs (docs/quality-gates.md, "Compile hints"). Idempotent; honours NEXT_DIST_DIR like next.config.js.
// Usage: node scripts/add-compile-hints.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** https://v8.dev/blog/explicit-compile-hints: must be the file's first line. */
const HINT = '//# allFunctionsCalledOnLoad\n';

function scripts(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return scripts(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

const root = join(process.env.NEXT_DIST_DIR || '.next', 'static');
let marked = 0;
const all = scripts(root);
for (const file of all) {
  const text = readFileSync(file, 'utf8');
  if (text.startsWith(HINT)) continue;
  writeFileSync(file, HINT + text);
  marked += 1;
}
console.log(`compile hints: ${marked} of ${all.length} browser scripts marked in ${root}`);
