import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { envSchema } from '../../src/lib/env';

/**
 * What the browser may learn from the configuration: routing, the public bases it calls, map settings and
 * feature flags (sent in page props). Every other variable of src/lib/env.ts is server-only.
 */
const PUBLIC_VARIABLES = new Set(['NODE_ENV', 'SITE_URL', 'I18N_DOMAINS', 'API_BASE_URL', 'ANALYTICS_BASE_URL', 'MAP_TILE_URL', 'MAP_DEFAULT_CENTER']);
const isPublic = (name: string) => PUBLIC_VARIABLES.has(name) || name.startsWith('FLAG_') || name.startsWith('EXPERIMENT_') || name === 'CUSTOMER_CARE' || name.startsWith('NEXT_PUBLIC_');

/** Names that hold secrets wherever they come from (CI's database, tokens), besides the server-only ones of env.ts. */
const SECRET_NAME = /(^|_)(SECRET|PASSWORD|PASSWD|TOKEN|PRIVATE|API_KEY|ACCESS_KEY)(_|$)|DATABASE_URL$|^PG(PASSWORD|USER)$/;

/** Server-only variable names: env.ts's schema minus what pages may see. */
export const SERVER_ONLY_VARIABLES: string[] = Object.keys(envSchema.shape).filter((name) => !isPublic(name));

export type Secret = { name: string; value: string };

/**
 * Values of an environment that must never reach a client bundle: every server-only variable of env.ts and any
 * secret-looking name, when the value is distinctive enough to search for (8+ characters, not a bare number or word
 * a bundle holds anyway).
 */
export function secretsOf(environment: Record<string, string | undefined>): Secret[] {
  const distinctive = (value: string) => value.length >= 8 && !/^([a-z]+|\d+)$/i.test(value);
  return Object.entries(environment)
    .filter(([name]) => !isPublic(name) && (SERVER_ONLY_VARIABLES.includes(name) || SECRET_NAME.test(name)))
    .map(([name, value]) => ({ name, value: (value ?? '').trim() }))
    .filter(({ value }) => distinctive(value));
}

/**
 * Distinctive values for every server-only variable, valid for env.ts, to build with: a test then proves none of
 * them reaches the browser (`npm run bench` builds with these).
 */
export function canaryEnvironment(tag: string): Record<string, string> {
  const canary: Record<string, string> = {
    DATABASE_URL: `postgres://canary_user:canary-db-secret-${tag}@db.canary.invalid:5432/escapade_${tag}`,
    TEST_DATABASE_URL: `postgres://canary_test:canary-test-secret-${tag}@db.canary.invalid:5432/test_${tag}`,
    SQLITE_FILE: `data/canary-catalog-${tag}.sqlite`,
  };
  for (const name of SERVER_ONLY_VARIABLES) {
    if (name.endsWith('_BASE_URL')) canary[name] = `https://${name.toLowerCase().replace(/_/g, '-')}-${tag}.canary.invalid`;
  }
  return canary;
}

/** Every file the browser can download from a build: `<distDir>/static/**` (chunks, CSS, media manifests). */
export function clientFiles(distDir: string): string[] {
  const root = join(distDir, 'static');
  if (!existsSync(root)) return [];
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return walk(root).filter((file) => /\.(js|mjs|css|json|map|txt|html)$/.test(file));
}

/** The secrets found in client files, with where: empty when the build is clean. */
export function leaks(files: string[], secrets: Secret[]): { name: string; file: string }[] {
  const found: { name: string; file: string }[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const secret of secrets) if (text.includes(secret.value)) found.push({ name: secret.name, file });
  }
  return found;
}
