// The testers' flags cookie for a production site started with ALLOW_TESTER_FLAGS (docs/security.md):
//   SITE_SECRET=… npm run flags:sign -- customerAccount:on,enforcedDates:forced
// prints the value of the `escapade-flags` cookie to set in the tester's browser.
import { loadEnvConfig } from '@next/env';
import { parseFlagOverrides } from '../src/lib/flags';
import { signedTesterFlags } from '../src/server/http/tester-flags';

loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
const flags = process.argv[2] ?? '';
const secret = process.env.SITE_SECRET;
if (!secret) {
  console.error('Set SITE_SECRET (the production site\'s own) to sign the flags.');
  process.exit(1);
}
if (Object.keys(parseFlagOverrides(flags)).length === 0) {
  console.error('Name the flags to switch, e.g. `npm run flags:sign -- customerAccount:on,enforcedDates:forced` (src/lib/flags.ts lists them).');
  process.exit(1);
}
console.log(`escapade-flags=${encodeURIComponent(signedTesterFlags(flags, secret))}`);
