import type { GetServerSideProps } from 'next';
import { env } from '@/lib/env';
import { getDb } from '@/server/db/get-db';
import { sitemapFile } from '@/server/seo/sitemap-files';
import { sendSitemap } from '@/server/seo/sitemap-response';

/**
 * GET /sitemaps/<kind>-<n>.xml.gz: one file of the sitemap index, gzip bytes served as `application/gzip` (the file is
 * the gzip: no Content-Encoding, so nothing decodes or compresses it again on the way). Any other name, or a part
 * past the last, is 404. Only on the default locale's address; cached an hour.
 */
export const getServerSideProps: GetServerSideProps = async ({ res, params, locale, defaultLocale }) => {
  if (locale && defaultLocale && locale !== defaultLocale) return { notFound: true };
  const name = typeof params?.file === 'string' ? params.file : '';
  const sent = await sendSitemap(res, 'application/gzip', () => sitemapFile(getDb(), env().SITE_URL, name));
  return sent ? { props: {} } : { notFound: true };
};

export default function SitemapFile() {
  return null;
}
