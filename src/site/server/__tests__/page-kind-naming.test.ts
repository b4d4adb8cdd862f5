/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { GetServerSidePropsContext } from 'next';
import { runWithRequest, type RequestStore } from '@/lib/logging/request-store.js';
import type { AppPageProps } from '../../page-types';
import { namingPageKind } from '../page-kind-naming';

/** The route kind the access log gets for a request whose loader answered `result`. */
async function routeAfter(result: Awaited<ReturnType<ReturnType<typeof namingPageKind>>>) {
  const store: RequestStore = { id: 'test', route: undefined };
  await runWithRequest(store, () => namingPageKind(async () => result)({} as GetServerSidePropsContext));
  return store.route;
}

// The catch-all page names the page kind it answered: the access log's and the request metrics' label.
describe('the page kind of a request', () => {
  it('is the page the catch-all answered, whatever the address', async () => {
    expect(await routeAfter({ props: { page: 'product' } as AppPageProps })).toBe('page:product');
    expect(await routeAfter({ props: Promise.resolve({ page: 'notFound' } as AppPageProps) })).toBe('page:notFound');
  });

  it('is page:redirect for a redirect', async () => {
    expect(await routeAfter({ redirect: { destination: '/recherche', permanent: true } })).toBe('page:redirect');
  });

  it('is not named outside a request (a test calling the loader)', async () => {
    await expect(namingPageKind(async () => ({ props: { page: 'home' } as AppPageProps }))({} as GetServerSidePropsContext)).resolves.toMatchObject({ props: { page: 'home' } });
  });
});
