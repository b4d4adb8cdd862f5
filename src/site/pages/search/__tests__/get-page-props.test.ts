/** @jest-environment node */
// The SQL reference engine: the columnar index would build in the background past the suite's database.
process.env.SEARCH_ENGINE = 'sql';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import type { GetServerSidePropsContext } from 'next';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { env } from '@/lib/env';
import { destinationIndex } from '@/server/catalog/destinations/autocomplete.service';
import type { Database } from '@/server/db/database';
import { createTestDb, type SeededTestDb } from '@/testing/test-db';
import type { AppPageProps } from '../../../page-types';
import { getCatchAllProps } from '../../../server/get-server-side-props';
import type { SearchPageProps } from '../get-page-props';

// GeoNames ids of the test catalog (src/server/db/seed): Lyon, the Spanish Valencia ('Valence' in French) and the
// two French towns named Valence; region 33 is Auvergne-Rhône-Alpes; theme 23 is 'romantic'.
const LYON = 2996944;
const VALENCIA = 2509954;
const VALENCE_DROME = 2971053;
const AUVERGNE_RHONE_ALPES = 33;
const ROMANTIC = 23;

let t: SeededTestDb;
const site = env().SITE_URL;

beforeAll(async () => {
  t = await createTestDb({ databaseUrl: null });
  // The page loaders read getDb(), which keeps its client on globalThis.
  (globalThis as { __escapadeDb?: Kysely<Database> }).__escapadeDb = t.db;
  await destinationIndex(t.db);
}, 60_000);

afterAll(async () => {
  delete (globalThis as { __escapadeDb?: Kysely<Database> }).__escapadeDb;
  await t.destroy();
});

/** The catch-all's getServerSideProps as Next runs it for `/{locale}{path}?{query}`. */
async function visit(locale: string, path: string, query: Record<string, string> = {}) {
  const res = { statusCode: 200, setHeader: () => res } as unknown as ServerResponse;
  const ctx = {
    locale,
    params: { slug: path.split('/').filter(Boolean) },
    query,
    req: { headers: {} } as IncomingMessage,
    res,
    resolvedUrl: path,
  } as unknown as GetServerSidePropsContext;
  const result = await getCatchAllProps(ctx);
  if (!('props' in result)) throw new Error('expected props');
  const props = (await result.props) as AppPageProps<SearchPageProps>;
  return { status: res.statusCode, props };
}

/** The server-rendered search: the criteria of the one request the page answered in-process, and its answer. */
function serverSearch(props: AppPageProps<SearchPageProps>) {
  const [key, answer] = Object.entries(props.swrFallback ?? {}).find(([k]) => k.includes('/offers.json?')) ?? [];
  if (!key) throw new Error('no server-rendered search');
  return { criteria: new URL(key, 'http://x').searchParams, answer: answer as { exactMatch: unknown[]; searchDetails: { destination?: string; theme?: { label: string } } } };
}

describe('search landing pages', () => {
  it('renders a city landing with its results, title, canonical and each language’s own slug', async () => {
    const { status, props } = await visit('fr-FR', '/recherche/lyon');
    expect(status).toBe(200);
    expect(props.page).toBe('search');
    expect(props.pageProps.landing).toEqual({ path: '/recherche/lyon', criteria: { city: LYON } });
    const { criteria, answer } = serverSearch(props);
    expect(criteria.get('cityId')).toBe(String(LYON));
    expect(answer.exactMatch.length).toBeGreaterThan(0);
    expect(answer.searchDetails.destination).toBe('Lyon');
    expect(props.seo.title).toBe('Lyon : week-ends et courts séjours | Escapade');
    expect(props.seo.robots).toBe('index, follow');
    expect(props.seo.canonical).toBe(`${site}/recherche/lyon`);
    expect(props.seo.alternates).toContainEqual({ hrefLang: 'it-IT', href: `${site}/it-IT/ricerca/lione` });
    expect(props.seo.alternates).toContainEqual({ hrefLang: 'x-default', href: `${site}/recherche/lyon` });
    expect(props.localeHrefs['es-ES']).toBe('/busqueda/lyon');
  });

  it("understands another language's name and points the canonical at the visitor's own", async () => {
    const { status, props } = await visit('it-IT', '/ricerca/lyon');
    expect(status).toBe(200);
    expect(props.pageProps.landing?.criteria).toEqual({ city: LYON });
    expect(props.pageProps.landing?.path).toBe('/ricerca/lyon');
    expect(props.seo.canonical).toBe(`${site}/it-IT/ricerca/lione`);
  });

  it("tells namesakes apart: the point of sale's own city (else the most popular) takes the bare slug, the others a -<id> suffix", async () => {
    // A French visitor's 'Valence' is the Drôme's, as the destination field ranks it (docs/decisions.md).
    const drome = await visit('fr-FR', '/recherche/valence');
    expect(drome.props.pageProps.landing?.criteria).toEqual({ city: VALENCE_DROME });
    expect(drome.props.seo.canonical).toBe(`${site}/recherche/valence`);
    expect(drome.props.localeHrefs['es-ES']).toBe('/busqueda/valence');

    const spanish = await visit('fr-FR', `/recherche/valence-${VALENCIA}`);
    expect(spanish.props.pageProps.landing?.criteria).toEqual({ city: VALENCIA });
    expect(spanish.props.seo.canonical).toBe(`${site}/recherche/valence-${VALENCIA}`);
    expect(spanish.props.localeHrefs['es-ES']).toBe('/busqueda/valencia');
  });

  it('renders a region landing, the keyword in the visitor’s language', async () => {
    const { status, props } = await visit('es-ES', '/busqueda/region/auvernia-rodano-alpes', { page: '1' });
    expect(status).toBe(200);
    expect(props.pageProps.landing?.criteria).toEqual({ region: AUVERGNE_RHONE_ALPES });
    const { criteria } = serverSearch(props);
    expect(criteria.get('regionId')).toBe(String(AUVERGNE_RHONE_ALPES));
    expect(criteria.get('page')).toBe('1');
    expect(props.seo.title).toBe('Auvernia-Ródano-Alpes: escapadas y estancias cortas | Escapade');
    expect(props.localeHrefs['fr-FR']).toBe('/recherche/region/auvergne-rhone-alpes');
    expect(props.localeHrefs['it-IT']).toBe('/ricerca/regione/alvernia-rodano-alpi');
  });

  it('renders a theme landing in each flow, named in each language', async () => {
    const { status, props } = await visit('nl-BE', '/zoeken/thema/romantisch', { flow: 'gifting' });
    expect(status).toBe(200);
    expect(props.pageProps.landing?.criteria).toEqual({ theme: ROMANTIC });
    expect(props.pageProps.serverQuery).toEqual({ flow: 'gifting' });
    const { criteria, answer } = serverSearch(props);
    expect(criteria.get('themeIds')).toBe(String(ROMANTIC));
    expect(answer.searchDetails.theme?.label).toBe('Romantisch');
    expect(props.localeHrefs['fr-FR']).toBe('/recherche/theme/romantique');
    expect(props.localeHrefs['es-ES']).toBe('/busqueda/tema/romantica');
  });

  it.each([
    ['fr-FR', '/recherche/nulle-part-ailleurs'],
    ['fr-FR', '/recherche/theme/nulle-part'],
    ['fr-FR', '/recherche/region/lyon'],
    ['fr-FR', `/recherche/valence-${LYON}`],
    ['es-ES', '/busqueda/tema/---'],
  ])('answers %s %s with the not-found page and HTTP 404', async (locale, path) => {
    const { status, props } = await visit(locale, path);
    expect(status).toBe(404);
    expect(props.page).toBe('notFound');
    expect(props.seo.robots).toBe('noindex, follow');
  });

  it('keeps the plain search page as it was', async () => {
    const { status, props } = await visit('fr-FR', '/recherche');
    expect(status).toBe(200);
    expect(props.pageProps.landing).toBeNull();
    expect(props.seo.canonical).toBe(`${site}/recherche`);
    expect(props.seo.title).toBe('Recherche de séjours | Escapade');
  });
});

describe('breadcrumb structured data', () => {
  const crumbs = (props: AppPageProps<SearchPageProps>) =>
    ((props.pageProps.jsonLd as { itemListElement: { position: number; name: string; item: string }[] }).itemListElement).map(({ position, name, item }) => [position, name, item]);

  it('gives the plain results page home → search', async () => {
    const { props } = await visit('fr-FR', '/recherche');
    expect(props.pageProps.jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'BreadcrumbList' });
    expect(crumbs(props)).toEqual([
      [1, 'Accueil', `${site}/`],
      [2, 'Recherche', `${site}/recherche`],
    ]);
  });

  it("gives a landing page its place, in the visitor's language and under the locale's prefix", async () => {
    const { props } = await visit('es-ES', '/busqueda/lyon');
    expect(crumbs(props)).toEqual([
      [1, 'Inicio', `${site}/es-ES`],
      [2, 'Búsqueda', `${site}/es-ES/busqueda`],
      [3, 'Lyon', `${site}/es-ES/busqueda/lyon`],
    ]);
  });
});
