// Parse the configuration exactly as the server will (.env files included), say which mode the site runs in and why,
// and stop with every problem listed. scripts/start.mjs runs this first, so a bad configuration fails before the
// database or the server starts. start.mjs reads the start plan as JSON on the descriptor START_PLAN_FD names:
// the mode, and in demo mode the local stand-ins to start and the settings that point the site at them.
import { readFileSync, writeSync } from 'node:fs';
import { loadEnvConfig } from '@next/env';
import { appModeOf } from '../src/lib/app-mode';
import { demoServicePlan } from '../src/lib/demo-services';
import { env } from '../src/lib/env';
import { productionReport, sampleValues } from '../src/lib/production-config';

loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });

function exampleText(): string {
  try {
    return readFileSync('.env.example', 'utf8');
  } catch {
    return '';
  }
}

function main(): number {
  let config;
  try {
    config = env();
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const mode = appModeOf({ APP_MODE: process.env.APP_MODE as 'demo' | 'production' | undefined, SITE_URL: process.env.SITE_URL?.trim() || undefined });
  console.log(`Escapade starts in ${mode.mode} mode: ${mode.reason}.`);
  if (mode.mode === 'production') {
    const { refusals, warnings } = productionReport(config, process.env.SITE_URL?.trim() || undefined, sampleValues(exampleText()));
    for (const warning of warnings) console.warn(`  warning: ${warning}`);
    if (refusals.length > 0) {
      console.error(`Production mode refuses to start (docs/operations.md, "Going live"):\n${refusals.map((r) => `  - ${r}`).join('\n')}`);
      return 1;
    }
    plan({ mode: 'production' });
    return 0;
  }
  const services = demoServicePlan(process.env, config.SITE_URL);
  plan({ mode: 'demo', siteUrl: config.SITE_URL, ...services });
  return 0;
}

/** The plan for start.mjs, on the descriptor it names (START_PLAN_FD); run by hand, nothing to hand over. */
function plan(value: unknown) {
  const fd = Number(process.env.START_PLAN_FD);
  if (Number.isInteger(fd) && fd > 2) writeSync(fd, JSON.stringify(value));
}

process.exitCode = main();
