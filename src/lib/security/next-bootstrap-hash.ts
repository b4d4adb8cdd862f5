import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getTurbopackChunkGroupBootstrap } from 'next/dist/server/get-page-files';
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';
import { sha256Source } from './inline-hashes';

type BootstrapManifest = { pagesChunkGroupBootstrapParams?: Record<string, object>; chunkLoadingGlobal?: string };

let manifest: BootstrapManifest | null | undefined;

/** The production build's manifest (read once per process); null without one (`next dev`, tests). */
function buildManifest(): BootstrapManifest | null {
  if (manifest === undefined) {
    try {
      manifest = JSON.parse(readFileSync(join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'build-manifest.json'), 'utf8')) as BootstrapManifest;
    } catch {
      manifest = null;
    }
  }
  return manifest;
}

/**
 * The hash of the one inline script Next's `<NextScript>` adds to a page of a Turbopack production build: the chunk
 * loader's bootstrap for `/_app` and the page's route. The document renders it after its getInitialProps, so it is
 * rebuilt here with Next's own functions from the same manifest (the same text, to the byte); none without it.
 */
export function nextBootstrapScriptHashes(route: string): string[] {
  const built = buildManifest();
  if (!built?.pagesChunkGroupBootstrapParams || !built.chunkLoadingGlobal) return [];
  const bootstrap = getTurbopackChunkGroupBootstrap(built.pagesChunkGroupBootstrapParams, built.chunkLoadingGlobal, ['/_app', route]);
  return bootstrap ? [sha256Source(htmlEscapeJsonString(bootstrap))] : [];
}
