/** @jest-environment node */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from '@jest/globals';
import type { IntlShape } from 'react-intl';
import type { Env } from '@/lib/env';
import type { Flags } from '@/lib/flags';
import { serverIntl } from '@/lib/intl/server-intl';
import type { Locale } from '@/lib/locales';
import { href } from '@/shared/routes';
import { matchRoute } from '@/shared/route-match';
import { card, detail } from '@/features/gift-boxes/components/__fixtures__/gift-boxes';
import type { GiftBoxDetail } from '@/contracts/gift-boxes';
import type { PageContext } from '../../../page-types';
import { createGiftBoxesPageLoader } from '../../gift-boxes/get-page-props';
import { createGiftBoxPageLoader, type GiftBoxCatalog } from '../get-page-props';

async function context(locale: Locale, path: string, flags: Partial<Flags> = {}) {
  const match = matchRoute(locale, path.split('/').filter(Boolean));
  if (!match) throw new Error(`no route for ${path}`);
  const res = { statusCode: 200 } as ServerResponse;
  const { intl } = await serverIntl(locale);
  const ctx: PageContext = {
    locale,
    params: match.params,
    query: {},
    req: { headers: {} } as IncomingMessage,
    res,
    env: { SITE_URL: 'https://escapade.test' } as Env,
    flags: { physicalGiftFormat: true, ...flags } as Flags,
    intl: intl as IntlShape,
  };
  return { ctx, res };
}

const PHYSICAL = detail({ code: 'ROMANCE1N-PBOX', format: 'physical' });
const catalog = (boxes: GiftBoxDetail[]): GiftBoxCatalog => ({ detail: async (code) => boxes.find((b) => b.code === code) ?? null });
const failing: GiftBoxCatalog = { detail: async () => Promise.reject(new Error('database down')) };

describe('the gift box page loader', () => {
  const box = (code: string) => href.giftBox('fr-FR', { slug: 'escapade-romantique', code });

  it('renders a digital box indexable, titled after it', async () => {
    const { ctx } = await context('fr-FR', box('ROMANCE1N-EBOX'));
    const result = await createGiftBoxPageLoader(catalog([detail()]))(ctx);
    expect(result).toMatchObject({ props: { kind: 'box', detail: { code: 'ROMANCE1N-EBOX' } }, title: 'Escapade romantique – coffret cadeau | Escapade' });
    expect('robots' in result && result.robots).toBeFalsy();
  });

  it('marks a physical box noindex, follow', async () => {
    const { ctx } = await context('fr-FR', box('ROMANCE1N-PBOX'));
    expect(await createGiftBoxPageLoader(catalog([PHYSICAL]))(ctx)).toMatchObject({ props: { kind: 'box' }, robots: 'noindex, follow' });
  });

  it.each<[string, Locale, Partial<Flags>]>([
    ['in Italy', 'it-IT', {}],
    ['with the flag off', 'fr-FR', { physicalGiftFormat: false }],
  ])('sends a physical box to its digital page %s', async (_case, locale, flags) => {
    const { ctx } = await context(locale, href.giftBox(locale, { slug: 'escapade-romantique', code: 'ROMANCE1N-PBOX' }), flags);
    expect(await createGiftBoxPageLoader(catalog([PHYSICAL]))(ctx)).toEqual({ redirect: href.giftBox(locale, { slug: 'escapade-romantique', code: 'ROMANCE1N-EBOX' }) });
  });

  it("redirects a wrong slug to the box's own", async () => {
    const { ctx } = await context('es-ES', href.giftBox('es-ES', { slug: 'old-name', code: 'ROMANCE1N-EBOX' }));
    expect(await createGiftBoxPageLoader(catalog([detail()]))(ctx)).toEqual({ redirect: '/cajas-regalo/p/escapade-romantique/ROMANCE1N-EBOX' });
  });

  it('is the not-found page for a code the catalog does not have', async () => {
    const { ctx } = await context('fr-FR', box('NOPE1N-EBOX'));
    expect(await createGiftBoxPageLoader(catalog([detail()]))(ctx)).toEqual({ notFound: true });
  });

  it("answers 503 with 'Oops, something went wrong' when the catalog fails", async () => {
    const { ctx, res } = await context('nl-NL', href.giftBox('nl-NL', { slug: 'escapade-romantique', code: 'ROMANCE1N-EBOX' }));
    const result = await createGiftBoxPageLoader(failing)(ctx);
    expect(result).toMatchObject({ props: { kind: 'error' }, robots: 'noindex, follow' });
    expect(res.statusCode).toBe(503);
  });
});

describe('the gift box listing loader', () => {
  it('keeps only the boxes whose code ends in EBOX', async () => {
    const { ctx } = await context('fr-FR', href.giftBoxes('fr-FR'));
    const result = await createGiftBoxesPageLoader({ search: async () => [card('A1-EBOX'), card('A1-PBOX'), card('B2-EBOX')] })(ctx);
    expect('props' in result && result.props.boxes?.map((b) => b.code)).toEqual(['A1-EBOX', 'B2-EBOX']);
  });

  it('renders the page without boxes (503) when the search fails', async () => {
    const { ctx, res } = await context('fr-FR', href.giftBoxes('fr-FR'));
    const result = await createGiftBoxesPageLoader({ search: async () => Promise.reject(new Error('down')) })(ctx);
    expect('props' in result && result.props.boxes).toBeNull();
    expect(res.statusCode).toBe(503);
  });
});
