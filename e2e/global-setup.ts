import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Before the journeys: the production build must ship no ICU message parser to browsers (catalogs are
 * precompiled; next.config.js aliases the parser to its no-parser build). Proof both ways: no parser error
 * code in any client chunk, and the no-parser stub's message present. Skipped against an external server.
 */
const PARSER_MARKER = 'UNMATCHED_CLOSING_TAG';
const NO_PARSER_MARKER = 'uncompiled message with react-intl without parser';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.js') ? [path] : [];
  });
}

export default function globalSetup() {
  const chunks = join(process.env.NEXT_DIST_DIR || '.next', 'static');
  if (process.env.E2E_BASE_URL || !existsSync(chunks)) return;
  const all = files(chunks);
  const withParser = all.filter((file) => readFileSync(file, 'utf8').includes(PARSER_MARKER));
  if (withParser.length > 0) throw new Error(`The ICU message parser ships to browsers in: ${withParser.join(', ')}`);
  if (!all.some((file) => readFileSync(file, 'utf8').includes(NO_PARSER_MARKER))) {
    throw new Error('react-intl in the client build is not the no-parser build: check the alias in next.config.js');
  }
}
