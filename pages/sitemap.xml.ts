import type { GetServerSideProps } from 'next';
import { env } from '@/lib/env';
import { getDb } from '@/server/db/get-db';
import { sitemapIndex } from '@/server/seo/sitemap-files';
import { sendSitemap } from '@/server/seo/sitemap-response';

/**
 * GET /sitemap.xml: the sitemap index (issue 31 point 6), naming the gzip files `/sitemaps/<kind>-<n>.xml.gz` that
 * list every indexable page in every locale with its hreflang alternates and lastmod (src/server/seo/). Only on the
 * default locale's address (robots.txt names it); cached an hour.
 */
export const getServerSideProps: GetServerSideProps = async ({ res, locale, defaultLocale }) => {
  if (locale && defaultLocale && locale !== defaultLocale) return { notFound: true };
  await sendSitemap(res, 'application/xml; charset=utf-8', () => sitemapIndex(getDb(), env().SITE_URL));
  return { props: {} };
};

export default function Sitemap() {
  return null;
}
