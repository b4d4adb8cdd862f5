// The production topology on one machine (docs/deployment.md): Debian's nginx with TLS in front of N app instances
// in production mode on one PostgreSQL, the local stand-ins named by explicit loopback addresses. Used by
// `npm run start:cluster` (scripts/start-cluster.ts) and by the deployment test (e2e/deployment.spec.ts).
import { spawn, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';

/** The project's root: npm scripts and the test runners run from it. */
const ROOT = process.cwd();

export type ClusterSettings = ReturnType<typeof clusterSettings>;

/** The settings of a local topology, from the environment (documented in docs/deployment.md). */
export function clusterSettings(source: Record<string, string | undefined> = process.env) {
  const number = (name: string, fallback: number) => Number(source[name] || fallback);
  const httpsPort = number('CLUSTER_HTTPS_PORT', 8443);
  return {
    instances: number('INSTANCES', 2),
    processesPerInstance: number('CLUSTER_WEB_CONCURRENCY', 1),
    httpPort: number('CLUSTER_HTTP_PORT', 8080),
    httpsPort,
    appPort: number('CLUSTER_APP_PORT', 3101),
    servicesPort: number('CLUSTER_SERVICES_PORT', 2535),
    databaseUrl: source.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/escapade',
    dir: resolve(ROOT, source.CLUSTER_DIR || 'data/cluster'),
    seedScale: source.CLUSTER_SEED_SCALE || 'demo',
    siteUrl: `https://localhost${httpsPort === 443 ? '' : `:${httpsPort}`}`,
    log: source.CLUSTER_QUIET ? () => {} : (line: string) => console.log(`[cluster] ${line}`),
    /** every part's output appended to this file instead of the terminal */
    logFile: undefined as string | undefined,
  };
}

/** The database of DATABASE_URL, created when missing (the operator's PostgreSQL must be running). */
export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`DATABASE_URL names the database "${name}": use letters, digits and _ only`);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
    return found.rowCount === 0;
  } finally {
    await client.end();
  }
}

/** Secrets made once for this local topology and kept in its folder: never the samples production refuses. */
function localSecrets(dir: string): Record<'SITE_SECRET' | 'PAYMENT_API_KEY' | 'PAYMENT_WEBHOOK_SECRET', string> {
  const file = resolve(dir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const secrets = {
    SITE_SECRET: randomBytes(48).toString('base64url'),
    PAYMENT_API_KEY: `sk_cluster_${randomBytes(24).toString('hex')}`,
    PAYMENT_WEBHOOK_SECRET: `whsec_cluster_${randomBytes(24).toString('hex')}`,
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** A self-signed certificate for localhost (a real deployment names its own: docs/deployment.md). */
function localCertificate(dir: string) {
  const certificate = resolve(dir, 'tls/localhost.crt');
  const key = resolve(dir, 'tls/localhost.key');
  if (!existsSync(certificate)) {
    mkdirSync(resolve(dir, 'tls'), { recursive: true });
    const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', certificate, '-days', '30', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'], { stdio: 'pipe' });
    if (made.status !== 0) throw new Error(`openssl could not make the local certificate: ${made.stderr}`);
  }
  return { certificate, key };
}

/** deploy/nginx/escapade.conf with its placeholders filled, inside a complete nginx.conf of this topology's own. */
export function renderNginx(settings: ClusterSettings, { certificate, key }: { certificate: string; key: string }) {
  const site = readFileSync(resolve(ROOT, 'deploy/nginx/escapade.conf'), 'utf8')
    .replace('{{UPSTREAM_SERVERS}}', instancePorts(settings).map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n'))
    .replaceAll('{{CACHE_DIR}}', resolve(settings.dir, 'nginx/cache'))
    .replaceAll('{{HTTP_PORT}}', String(settings.httpPort))
    .replaceAll('{{HTTPS_PORT}}', String(settings.httpsPort))
    .replaceAll('{{HTTPS_PORT_SUFFIX}}', settings.httpsPort === 443 ? '' : `:${settings.httpsPort}`)
    .replaceAll('{{SERVER_NAME}}', 'localhost')
    .replaceAll('{{TLS_CERTIFICATE}}', certificate)
    .replaceAll('{{TLS_CERTIFICATE_KEY}}', key);
  const nginxDir = resolve(settings.dir, 'nginx');
  const main = `# Made by deploy/cluster.ts for the local topology: Debian's stock http settings and the site file.
worker_processes 2;
pid ${nginxDir}/nginx.pid;
error_log ${nginxDir}/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    access_log ${nginxDir}/access.log;
    client_body_temp_path ${nginxDir}/tmp/body;
    proxy_temp_path ${nginxDir}/tmp/proxy;
    fastcgi_temp_path ${nginxDir}/tmp/fastcgi;
    uwsgi_temp_path ${nginxDir}/tmp/uwsgi;
    scgi_temp_path ${nginxDir}/tmp/scgi;
    include ${nginxDir}/escapade.conf;
}
`;
  return { site, main, nginxDir };
}

const instancePorts = (settings: ClusterSettings) => Array.from({ length: settings.instances }, (_, i) => settings.appPort + i);

/** Waits until `url` answers 2xx, or throws after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs: number, isAlive: () => boolean = () => true): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
    if (ok) return;
    if (Date.now() > until || !isAlive()) throw new Error(`${url} did not answer in time`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

const exited = (child: ChildProcess): Promise<unknown> => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r)));

/**
 * Starts the whole topology and answers its handles: each instance (stop, start), a rolling restart, and stop.
 * Order: database, secrets and certificate, the stand-ins, the catalog loaded (the operator's step: production never
 * seeds), the instances, nginx.
 */
export async function startCluster(settings: ClusterSettings = clusterSettings()) {
  const { log } = settings;
  mkdirSync(resolve(settings.dir, 'nginx/tmp'), { recursive: true });
  // nginx's workers run as an unprivileged user (nobody): they must reach the cache and temporary folders.
  for (const folder of [settings.dir, resolve(settings.dir, 'nginx'), resolve(settings.dir, 'nginx/tmp')]) chmodSync(folder, 0o755);
  if (await ensureDatabase(settings.databaseUrl)) log(`created the database of ${settings.databaseUrl}`);
  const secrets = localSecrets(settings.dir);
  const tls = localCertificate(settings.dir);
  const ports = instancePorts(settings);
  // Every part's output to the terminal, or appended to one file (tests).
  const output: StdioOptions = settings.logFile ? ['ignore', openSync(settings.logFile, 'a'), openSync(settings.logFile, 'a')] : 'inherit';

  const servicesPorts = { smtp: settings.servicesPort, mailbox: settings.servicesPort + 1, crm: settings.servicesPort + 2, payment: settings.servicesPort + 3 };
  const services = spawn(process.execPath, ['--import', 'tsx', 'scripts/local-services.ts'], {
    cwd: ROOT,
    stdio: output,
    env: {
      ...process.env,
      LOCAL_SMTP_PORT: String(servicesPorts.smtp),
      LOCAL_MAILBOX_PORT: String(servicesPorts.mailbox),
      LOCAL_CRM_PORT: String(servicesPorts.crm),
      LOCAL_PAYMENT_PORT: String(servicesPorts.payment),
      // The provider calls an instance directly (the proxy's certificate is self-signed); it retries while one restarts.
      LOCAL_PAYMENT_WEBHOOK_URL: `http://127.0.0.1:${ports[0]}/api/payments/webhook`,
      PAYMENT_API_KEY: secrets.PAYMENT_API_KEY,
      PAYMENT_WEBHOOK_SECRET: secrets.PAYMENT_WEBHOOK_SECRET,
    },
  });
  await Promise.all([servicesPorts.mailbox, servicesPorts.crm, servicesPorts.payment].map((port) => waitFor(`http://127.0.0.1:${port}/health`, 30_000)));

  const appEnv = {
    ...process.env,
    ...secrets,
    APP_MODE: 'production',
    SITE_URL: settings.siteUrl,
    DATABASE_URL: settings.databaseUrl,
    HOSTNAME: '127.0.0.1',
    TRUSTED_PROXIES: '127.0.0.1, ::1',
    WEB_CONCURRENCY: String(settings.processesPerInstance),
    SMTP_URL: `smtp://127.0.0.1:${servicesPorts.smtp}`,
    CRM_URL: `http://127.0.0.1:${servicesPorts.crm}/servlet/servlet.WebToCase`,
    PAYMENT_PROVIDER_URL: `http://127.0.0.1:${servicesPorts.payment}`,
    SEARCH_SNAPSHOT_DIR: resolve(settings.dir, 'search-index'),
  };
  log(`loading the ${settings.seedScale} catalog into ${settings.databaseUrl} (skipped when it is there)`);
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-seed.ts', `--scale=${settings.seedScale}`], { cwd: ROOT, stdio: output, env: appEnv });
  if (seeded.status !== 0) throw new Error('Loading the catalog failed (see above)');

  const instances = ports.map((port) => {
    const instance = {
      port,
      child: null as ChildProcess | null,
      start(): Promise<void> {
        // Each instance's metrics on its own local port: the app port + 100 (docs/operations-observability.md).
        instance.child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, stdio: output, env: { ...appEnv, PORT: String(port), METRICS_PORT: String(port + 100) } });
        const child: ChildProcess = instance.child;
        return waitFor(`http://127.0.0.1:${port}/api/health`, 180_000, () => child.exitCode === null);
      },
      async stop(): Promise<number | null | undefined> {
        const child = instance.child;
        if (!child) return;
        child.kill('SIGTERM');
        await exited(child);
        instance.child = null;
        return child.exitCode;
      },
    };
    return instance;
  });
  await Promise.all(instances.map((instance) => instance.start()));
  log(`${instances.length} instance(s) ready on ${ports.map((p) => `127.0.0.1:${p}`).join(', ')}`);

  const { site, main, nginxDir } = renderNginx(settings, tls);
  writeFileSync(resolve(nginxDir, 'escapade.conf'), site);
  writeFileSync(resolve(nginxDir, 'nginx.conf'), main);
  const nginxArgs = ['-p', nginxDir, '-c', resolve(nginxDir, 'nginx.conf')];
  const tested = spawnSync('nginx', [...nginxArgs, '-t'], { stdio: 'pipe' });
  if (tested.status !== 0) throw new Error(`nginx refused the configuration: ${tested.stderr}`);
  const nginx = spawn('nginx', [...nginxArgs, '-g', 'daemon off;'], { stdio: output });
  // Up when its http port answers (a 301) while it still runs: one that could not bind its ports has exited.
  const until = Date.now() + 10_000;
  while (!(await fetch(`http://127.0.0.1:${settings.httpPort}/`, { redirect: 'manual', signal: AbortSignal.timeout(1000) }).then(() => nginx.exitCode === null, () => false))) {
    if (nginx.exitCode !== null || Date.now() > until) throw new Error(`nginx did not start (ports ${settings.httpPort} and ${settings.httpsPort} taken?): see ${nginxDir}/error.log`);
    await new Promise((r) => setTimeout(r, 200));
  }
  log(`nginx in front: ${settings.siteUrl}/ (self-signed certificate) and http://localhost:${settings.httpPort}/ (redirects)`);
  log(`mailbox http://127.0.0.1:${servicesPorts.mailbox}/, CRM inbox http://127.0.0.1:${servicesPorts.crm}/`);

  return {
    settings,
    instances,
    mailboxUrl: `http://127.0.0.1:${servicesPorts.mailbox}`,
    /** Each instance in turn: SIGTERM (it drains), started again, ready before the next one goes. */
    async rollingRestart() {
      for (const instance of instances) {
        log(`restarting the instance on ${instance.port}`);
        await instance.stop();
        await instance.start();
      }
    },
    async stop() {
      // A graceful stop, then a fast one if connections keep it open.
      nginx.kill('SIGQUIT');
      const fast = setTimeout(() => nginx.kill('SIGTERM'), 5000);
      await Promise.all([...instances.map((instance) => instance.stop()), exited(nginx)]);
      clearTimeout(fast);
      services.kill('SIGTERM');
      await exited(services);
    },
  };
}
