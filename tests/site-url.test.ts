/** @jest-environment node */
import { describe, it, expect, beforeAll } from '@jest/globals';
import type { GetServerSidePropsContext } from 'next';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppPageProps } from '@/site/page-types';

/**
 * Canonical and hreflang links without SITE_URL: the address the server listens on (PORT, HOSTNAME), never the Host
 * or X-Forwarded-Host a client sent, so a shared cache cannot keep a page pointing at another site.
 */
let getCatchAllProps: typeof import('@/site/server/get-server-side-props').getCatchAllProps;

beforeAll(async () => {
  delete process.env.SITE_URL;
  process.env.PORT = '3243';
  process.env.HOSTNAME = '127.0.0.1';
  ({ getCatchAllProps } = await import('@/site/server/get-server-side-props'));
});

async function visit(locale: string, path: string, headers: Record<string, string>) {
  const res = { statusCode: 200, setHeader: () => undefined } as unknown as ServerResponse;
  const ctx = {
    locale,
    params: { slug: path.split('/').filter(Boolean) },
    query: {},
    req: { headers } as IncomingMessage,
    res,
    resolvedUrl: path,
  } as unknown as GetServerSidePropsContext;
  const result = await getCatchAllProps(ctx);
  if (!('props' in result)) throw new Error('expected props');
  return (await result.props) as AppPageProps;
}

describe('the site URL of canonical and hreflang links', () => {
  it('is the address the server listens on, whatever Host the client sent', async () => {
    const props = await visit('es-ES', '/contacto', { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(props.seo.canonical).toBe('http://127.0.0.1:3243/es-ES/contacto');
    expect(props.seo.alternates.map((a) => a.href)).toContain('http://127.0.0.1:3243/nl-BE/klantenservice');
    expect(props.seo.alternates.every((a) => a.href.startsWith('http://127.0.0.1:3243/'))).toBe(true);
    expect(JSON.stringify(props)).not.toContain('evil.example');
  });
});
