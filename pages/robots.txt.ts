import type { GetServerSideProps } from 'next';
import { env } from '@/lib/env';
import { robotsTxt } from '@/server/seo/sitemap-xml';

/** GET /robots.txt: crawl everything but the calls; the sitemap's address on this site (SITE_URL). */
export const getServerSideProps: GetServerSideProps = async ({ res, locale, defaultLocale }) => {
  if (locale && defaultLocale && locale !== defaultLocale) return { notFound: true };
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(robotsTxt(env().SITE_URL));
  return { props: {} };
};

export default function Robots() {
  return null;
}
