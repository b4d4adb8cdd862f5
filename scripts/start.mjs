// Start the site: prepare the catalog database (created, migrated and seeded when absent), then serve the
// production build with `next start`, honouring PORT (default 3000) and HOSTNAME (default 0.0.0.0).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync(`${process.env.NEXT_DIST_DIR || '.next'}/BUILD_ID`)) {
  console.error('No production build found: run `npm run build` first (the README start command does).');
  process.exit(1);
}

// A bad configuration stops here with every problem listed (src/lib/env.ts), before anything starts.
const checked = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-env.ts'], { stdio: 'inherit' });
if (checked.status !== 0) process.exit(checked.status ?? 1);

if (existsSync('scripts/prepare-database.ts')) {
  const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prepare-database.ts'], { stdio: 'inherit' });
  if (prepared.status !== 0) process.exit(prepared.status ?? 1);
}

const port = process.env.PORT || '3000';
const hostname = process.env.HOSTNAME || '0.0.0.0';
// Run next's own binary (not npx) so stopping this process stops the server.
const server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', port, '-H', hostname], {
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
