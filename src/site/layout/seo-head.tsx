import Head from 'next/head';
import type { Seo } from '../page-types';

/**
 * Title, description, robots, canonical and hreflang alternates of every page, and its social tags (§2.9 'page
 * metadata'): Open Graph and Twitter card, with the page's picture when it has one.
 */
export function SeoHead({ seo }: { seo: Seo }) {
  return (
    <Head>
      <title>{seo.title}</title>
      <meta name="description" content={seo.description} />
      <meta name="robots" content={seo.robots} />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta property="og:title" content={seo.title} />
      <meta property="og:description" content={seo.description} />
      <meta property="og:url" content={seo.canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="Escapade" />
      {seo.ogLocale && <meta property="og:locale" content={seo.ogLocale} />}
      {seo.image && <meta property="og:image" content={seo.image} />}
      <meta name="twitter:card" content={seo.image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={seo.title} />
      <meta name="twitter:description" content={seo.description} />
      {seo.image && <meta name="twitter:image" content={seo.image} />}
      <link rel="canonical" href={seo.canonical} />
      {seo.alternates.map((alt) => (
        <link key={alt.hrefLang} rel="alternate" hrefLang={alt.hrefLang} href={alt.href} />
      ))}
    </Head>
  );
}
