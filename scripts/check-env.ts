// Parse the configuration exactly as the server will (.env files included) and stop with every problem listed.
// scripts/start.mjs runs this first, so a bad configuration fails before the database or the server starts.
import { loadEnvConfig } from '@next/env';
import { env } from '../src/lib/env';

loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
try {
  env();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
