/** @jest-environment node */
import { describe, it, expect } from '@jest/globals';
import type { GetServerSidePropsContext } from 'next';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { env } from '@/lib/env';
import { getCatchAllProps } from '@/site/server/get-server-side-props';
import type { AppPageProps } from '@/site/page-types';

/** Run the catch-all's getServerSideProps as Next would for `/{locale}/{path}`. */
async function visit(locale: string, path: string, cookie?: string) {
  const res = { statusCode: 200, setHeader: () => res } as unknown as ServerResponse;
  const ctx = {
    locale,
    params: { slug: path.split('/').filter(Boolean) },
    query: {},
    req: { headers: cookie ? { cookie } : {} } as IncomingMessage,
    res,
    resolvedUrl: path,
  } as unknown as GetServerSidePropsContext;
  const result = await getCatchAllProps(ctx);
  if (!('props' in result)) throw new Error('expected props');
  return { status: res.statusCode, props: (await result.props) as AppPageProps };
}

const site = env().SITE_URL;

describe('the catch-all route', () => {
  it('serves the localised contact page with canonical and seven hreflang alternates', async () => {
    const { status, props } = await visit('es-ES', '/contacto');
    expect(status).toBe(200);
    expect(props.page).toBe('contact');
    expect(props.seo.robots).toBe('index, follow');
    expect(props.seo.canonical).toBe(site + '/es-ES/contacto');
    expect(props.seo.alternates).toEqual([
      { hrefLang: 'fr-FR', href: site + '/contact' },
      { hrefLang: 'es-ES', href: site + '/es-ES/contacto' },
      { hrefLang: 'fr-BE', href: site + '/fr-BE/contact' },
      { hrefLang: 'nl-BE', href: site + '/nl-BE/klantenservice' },
      { hrefLang: 'nl-NL', href: site + '/nl-NL/klantenservice' },
      { hrefLang: 'it-IT', href: site + '/it-IT/contatti' },
      { hrefLang: 'x-default', href: site + '/contact' },
    ]);
    expect(props.localeHrefs['it-IT']).toBe('/contatti');
  });

  it('ships only the visitor catalog, precompiled', async () => {
    const { props } = await visit('it-IT', '/');
    expect(props.locale).toBe('it-IT');
    expect(Array.isArray(props.messages['header.help'])).toBe(true);
    expect(JSON.stringify(props.messages['header.help'])).toContain('Aiuto');
  });

  it.each([
    ['es-ES', '/search'],
    ['fr-FR', '/contacto'],
    ['fr-FR', '/contact/extra'],
    ['nl-NL', '/juridische-informatie/not-a-document'],
  ])('answers %s %s with the not-found page, HTTP 404 and noindex, follow', async (locale, path) => {
    const { status, props } = await visit(locale, path);
    expect(status).toBe(404);
    expect(props.page).toBe('notFound');
    expect(props.seo.robots).toBe('noindex, follow');
    expect(props.seo.alternates).toEqual([]);
  });

  it('resolves flags for the request, with the tester cookie', async () => {
    const { props } = await visit('fr-FR', '/', 'escapade-flags=autoDiscountCode%3Aon');
    expect(props.config.flags.autoDiscountCode).toBe(true);
    expect(props.config.flags.customerCare).toBe(false);
  });

  it('shows the Belgian splash without the footer', async () => {
    const { props } = await visit('fr-FR', '/be');
    expect(props.page).toBe('belgium');
    expect(props.chrome).toBe('simple');
  });
});
