/** @jest-environment node */
// The page gate of a customer-care server (docs/customer-care.md): the catch-all answers every page with the
// customer-care login page until an agent is signed in, never shared by a cache, and an agent's pages carry its name.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { GetServerSidePropsContext } from 'next';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startAgentSession } from '@/server/auth/agent-session';
import { startSession } from '@/server/auth/sessions';
import type { AppPageProps } from '@/site/page-types';
import { getCatchAllProps } from '@/site/server/get-server-side-props';
import { createMigratedTestDb, type TestDb } from '@/testing/test-db';
import { useDbForRoutes } from './api/catalog-content.helpers';

// This suite's server is a customer-care one (env() reads these on the first request).
Object.assign(process.env, { CUSTOMER_CARE: 'on', OIDC_ISSUER_URL: 'https://login.escapade.example', OIDC_CLIENT_ID: 'escapade-care', OIDC_CLIENT_SECRET: 'care-secret' });

async function visit(locale: string, path: string, { cookie, query = {} }: { cookie?: string; query?: Record<string, string> } = {}) {
  const headers: Record<string, unknown> = {};
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: unknown) => ((headers[name.toLowerCase()] = value), res),
    getHeader: (name: string) => headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  const search = new URLSearchParams(query).toString();
  const ctx = {
    locale,
    params: { slug: path.split('/').filter(Boolean) },
    query,
    req: { headers: cookie ? { cookie } : {} } as IncomingMessage,
    res,
    resolvedUrl: `${path}${search ? `?${search}` : ''}`,
  } as unknown as GetServerSidePropsContext;
  const result = await getCatchAllProps(ctx);
  if (!('props' in result)) throw new Error('expected props');
  return { status: res.statusCode, headers, props: (await result.props) as AppPageProps };
}

describe('the pages of a customer-care server', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createMigratedTestDb({ databaseUrl: null });
    useDbForRoutes(t.db);
  }, 120_000);
  afterAll(() => t?.destroy());

  it('answer any page with the customer-care login page, coming back to that page, never indexed nor shared by a cache', async () => {
    for (const [locale, path, back] of [
      ['es-ES', '/contacto', '/es-ES/contacto'],
      ['fr-FR', '/ma-reservation', '/ma-reservation'],
      ['it-IT', '/', '/it-IT'],
      ['nl-NL', '/no-such-page', '/nl-NL/no-such-page'],
    ]) {
      const { status, headers, props } = await visit(locale, path);
      expect([path, status, props.page, props.chrome, props.seo.robots]).toEqual([path, 200, 'customerCareLogin', 'gate', 'noindex, follow']);
      expect(props.pageProps).toEqual({ returnTo: back, outcome: null });
      expect(props.careAgent).toBeUndefined();
      expect(headers['cache-control']).toBe('private, no-store');
    }
  });

  it("say why a sign-in came back, and leave that out of the page to come back to", async () => {
    const { props } = await visit('es-ES', '/contacto', { query: { x: '1', careSignIn: 'rejected' } });
    expect(props.pageProps).toEqual({ returnTo: '/es-ES/contacto?x=1', outcome: 'rejected' });
    expect((await visit('es-ES', '/contacto', { query: { careSignIn: 'anything' } })).props.pageProps).toMatchObject({ outcome: null });
  });

  it("show a signed-in customer or beneficiary the login page too: only an agent's session opens the site", async () => {
    for (const principal of [{ kind: 'customer', accountId: 1 }, { kind: 'beneficiary', voucherId: 1 }] as const) {
      const { token } = await startSession(t.db, principal);
      expect((await visit('fr-FR', '/contact', { cookie: `escapade-session=${token}` })).props.page).toBe('customerCareLogin');
    }
  });

  it("serve a signed-in agent the page asked for, with the agent's name for its bar, privately", async () => {
    const { token } = await startAgentSession(t.db, { subject: 'agent.alice', name: 'Alice Martin' });
    const { status, headers, props } = await visit('es-ES', '/contacto', { cookie: `escapade-session=${token}` });
    expect([status, props.page, props.careAgent]).toEqual([200, 'contact', { name: 'Alice Martin' }]);
    expect(props.config.flags.customerCare).toBe(true);
    expect(headers['cache-control']).toBe('private, no-store');
  });
});
