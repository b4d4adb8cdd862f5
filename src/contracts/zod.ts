import { z } from 'zod';

/**
 * zod, configured: every `*.schema.ts` module imports `z` from here, never from 'zod', so the setting below is applied
 * wherever zod is loaded (on the server, and in the browser only once a fetcher imports a schema: never in the first load).
 *
 * On its first object parse zod probes `Function('')` to decide whether it may compile parsers (its JIT). The page's
 * CSP forbids eval, so in the browser the probe only produces a CSP violation report and a console error (which
 * costs the Lighthouse best-practices score): skip it there. The server keeps the compiled parsers.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
