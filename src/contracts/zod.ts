import { config } from 'zod';

/**
 * zod's browser setting: every `*.schema.ts` module imports this module right after `import { z } from 'zod'`, so it
 * applies wherever zod is loaded (on the server, and in the browser only once a fetcher imports a schema: never in the
 * first load). Schema modules import `z` from 'zod' itself: re-exporting the namespace from here would keep all of
 * zod (its 40-odd locales, JSON Schema) in the chunk instead of what the schemas use.
 *
 * On its first object parse zod probes `Function('')` to decide whether it may compile parsers (its JIT). The page's
 * CSP forbids eval, so in the browser the probe only produces a CSP violation report and a console error (which
 * costs the Lighthouse best-practices score): skip it there. The server keeps the compiled parsers.
 */
if (typeof window !== 'undefined') config({ jitless: true });
