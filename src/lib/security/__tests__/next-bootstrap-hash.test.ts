/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it, jest } from '@jest/globals';

describe("the hash of Next's chunk loader bootstrap", () => {
  it('is the sha256 of the script NextScript writes for /_app and the route, from the build manifest', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bootstrap-'));
    const params = { '/_app': { otherChunks: ['static/chunks/app.js'] }, '/[[...slug]]': { otherChunks: ['static/chunks/page.js'], runtimeModuleIds: [1] } };
    writeFileSync(join(dir, 'build-manifest.json'), JSON.stringify({ pagesChunkGroupBootstrapParams: params, chunkLoadingGlobal: 'TURBOPACK' }));
    process.env.NEXT_DIST_DIR = relative(process.cwd(), dir);
    jest.resetModules();
    const { nextBootstrapScriptHashes } = await import('../next-bootstrap-hash');
    const push = (p: unknown) => `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(${JSON.stringify(p)});`;
    const text = `${push(params['/_app'])}\n${push(params['/[[...slug]]'])}`;
    expect(nextBootstrapScriptHashes('/[[...slug]]')).toEqual([`sha256-${createHash('sha256').update(text).digest('base64')}`]);
    delete process.env.NEXT_DIST_DIR;
  });
});
