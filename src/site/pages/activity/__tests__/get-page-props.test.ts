/** @jest-environment node */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, jest } from '@jest/globals';
import type { IntlShape } from 'react-intl';
import type { ActivityOnlyDetail } from '@/contracts/activity-only-detail';
import type { Env } from '@/lib/env';
import type { Flags } from '@/lib/flags';
import { serverIntl } from '@/lib/intl/server-intl';
import type { Locale } from '@/lib/locales';
import { href } from '@/shared/routes';
import { matchRoute } from '@/shared/route-match';
import type { PageContext } from '../../../page-types';
import { loadGiftCardPage } from '../../gift-card/get-page-props';
import { createActivityPageLoader, type ActivityCatalog } from '../get-page-props';

async function context(locale: Locale, path: string) {
  const match = matchRoute(locale, path.split('/').filter(Boolean));
  if (!match) throw new Error(`no route for ${path}`);
  const res = { statusCode: 200 } as ServerResponse;
  const { intl } = await serverIntl(locale);
  const ctx: PageContext = { locale, params: match.params, query: {}, req: { headers: {} } as IncomingMessage, res, env: { SITE_URL: 'https://escapade.test' } as Env, flags: {} as Flags, intl: intl as IntlShape };
  return { ctx, res };
}

const detail = (published = true) =>
  ({ id: 42, label: 'Sortie en kayak à Annecy', published, pageModel: { pageTitle: 'Sortie en kayak à Annecy', metaDescription: 'Pagayez sur le lac.', metaRobots: published ? 'index, follow' : 'noindex, follow' } }) as ActivityOnlyDetail;
const catalog = (d: ActivityOnlyDetail | null): ActivityCatalog & { detail: jest.Mock } => ({ detail: jest.fn(async () => d) }) as never;

describe('the activity page loader (§2.3)', () => {
  it('renders an activity, titled after it, asking the catalog in the locale', async () => {
    const { ctx } = await context('es-ES', href.activity('es-ES', 42));
    const c = catalog(detail());
    const result = await createActivityPageLoader(c)(ctx);
    expect(c.detail).toHaveBeenCalledWith(42, 'es_ES');
    expect(result).toMatchObject({ props: { kind: 'activity', detail: { id: 42 } }, title: 'Sortie en kayak à Annecy – actividad | Escapade', description: 'Pagayez sur le lac.' });
    expect('robots' in result && result.robots).toBeFalsy();
  });

  it('keeps an unpublished activity on its page, noindex, follow', async () => {
    const { ctx, res } = await context('fr-FR', href.activity('fr-FR', 42));
    expect(await createActivityPageLoader(catalog(detail(false)))(ctx)).toMatchObject({ props: { kind: 'activity', detail: { published: false } }, robots: 'noindex, follow' });
    expect(res.statusCode).toBe(200);
  });

  it('is the not-found page for an id the catalog lacks (or a stay’s)', async () => {
    const { ctx } = await context('fr-FR', href.activity('fr-FR', 7));
    expect(await createActivityPageLoader(catalog(null))(ctx)).toEqual({ notFound: true });
  });

  it('says “Oops, something went wrong” with 503 when the catalog fails', async () => {
    const { ctx, res } = await context('it-IT', href.activity('it-IT', 42));
    const failing = { detail: async () => Promise.reject(new Error('database down')) };
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await createActivityPageLoader(failing)(ctx)).toMatchObject({ props: { kind: 'error' }, robots: 'noindex, follow' });
    spy.mockRestore();
    expect(res.statusCode).toBe(503);
  });
});

describe('the gift card page loader (§2.6)', () => {
  it.each<[Locale, string]>([
    ['fr-FR', 'Carte cadeau personnalisée | Escapade'],
    ['nl-BE', 'Gepersonaliseerde cadeaukaart | Escapade'],
  ])('titles the page in %s', async (locale, title) => {
    const { ctx } = await context(locale, href.giftCard(locale));
    expect(await loadGiftCardPage(ctx)).toMatchObject({ props: {}, title });
  });
});
