import Head from 'next/head';
import type { Seo } from '../page-types';

/** Title, description, robots, canonical and hreflang alternates of every page. */
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
      <link rel="canonical" href={seo.canonical} />
      {seo.alternates.map((alt) => (
        <link key={alt.hrefLang} rel="alternate" hrefLang={alt.hrefLang} href={alt.href} />
      ))}
    </Head>
  );
}
