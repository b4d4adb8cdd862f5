import type { GetServerSideProps } from 'next';
import { env } from '@/lib/env';
import { getDb } from '@/server/db/get-db';
import { catalogPages, contentPages, staticPages } from '@/server/seo/sitemap-pages';
import { MAX_URLS_PER_SITEMAP, sitemapIndexXml, sitemapXml } from '@/server/seo/sitemap-xml';
import { LOCALES } from '@/lib/locales';

/** Pages per sitemap file: each is listed once per locale. */
const PAGES_PER_FILE = Math.floor(MAX_URLS_PER_SITEMAP / LOCALES.length);

/**
 * GET /sitemap.xml: every indexable page in every locale with its hreflang alternates (issue 20 point 2). Up to
 * 50,000 URLs it is the sitemap itself; beyond, an index of `/sitemap.xml?part=N` files. Only on the default locale's
 * address (robots.txt names it); cached an hour.
 */
export const getServerSideProps: GetServerSideProps = async ({ res, query, locale, defaultLocale }) => {
  if (locale && defaultLocale && locale !== defaultLocale) return { notFound: true };
  const siteUrl = env().SITE_URL;
  const pages = [...staticPages(), ...(await contentPages(getDb())), ...(await catalogPages(getDb()))];
  const files = Math.max(1, Math.ceil(pages.length / PAGES_PER_FILE));
  const part = typeof query.part === 'string' && /^\d{1,4}$/.test(query.part) ? Number(query.part) : null;
  let body: string;
  if (part === null) body = files === 1 ? sitemapXml(siteUrl, pages) : sitemapIndexXml(Array.from({ length: files }, (_, i) => `${siteUrl}/sitemap.xml?part=${i + 1}`));
  else if (part >= 1 && part <= files) body = sitemapXml(siteUrl, pages.slice((part - 1) * PAGES_PER_FILE, part * PAGES_PER_FILE));
  else return { notFound: true };
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(body);
  return { props: {} };
};

export default function Sitemap() {
  return null;
}
