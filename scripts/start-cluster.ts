// `npm run start:cluster`: the production topology on this machine (docs/deployment.md): Debian's nginx with TLS in
// front of INSTANCES app instances (default 2) in production mode on one PostgreSQL (DATABASE_URL, created when
// missing), the local stand-ins named by explicit loopback addresses. SIGHUP restarts the instances one by one;
// SIGINT or SIGTERM stops everything.
import { existsSync } from 'node:fs';
import { clusterSettings, startCluster } from '../deploy/cluster';

if (!existsSync(`${process.env.NEXT_DIST_DIR || '.next'}/BUILD_ID`)) {
  console.error('No production build found: run `npm run build` first.');
  process.exit(1);
}

async function main() {
  const cluster = await startCluster(clusterSettings()).catch((error: Error) => {
    console.error(`[cluster] ${error.message}`);
    process.exit(1);
  });
  let busy = false;
  process.on('SIGHUP', () => {
    if (busy) return;
    busy = true;
    cluster
      .rollingRestart()
      .then(
        () => console.log('[cluster] rolling restart done'),
        (error: Error) => console.error(`[cluster] rolling restart failed: ${error.message}`),
      )
      .finally(() => (busy = false));
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      console.log('[cluster] stopping');
      void cluster.stop().then(() => process.exit(0));
    });
}

void main();
