import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Kysely } from 'kysely';
import { logger } from '@/lib/logging/logger.js';
import { todayAt } from '@/lib/days';
import type { Database } from '@/server/db/database';
import { fitsLimits, pagesPerFile, SITEMAP_LIMITS, type SitemapLimits } from './sitemap-limits';
import { SITEMAP_SOURCES, type SitemapKind } from './sitemap-pages';
import { sitemapIndexXml, sitemapXml, type SitemapFileRef } from './sitemap-xml';

/*
 * `/sitemap.xml` is a sitemap index; each kind of page (SITEMAP_SOURCES) is listed in gzip files
 * `/sitemaps/<kind>-<n>.xml.gz` of `pagesPerFile(limits)` pages each, so no file passes the protocol's limits
 * whatever the catalog's size. A file is made from one bounded query when it is asked for.
 */

export type SitemapOptions = { limits?: SitemapLimits; now?: Date };

const gzipAsync = promisify(gzip);

/** Where the sitemap files are served (pages/sitemaps/[file].ts). */
export const SITEMAP_FILES_PATH = '/sitemaps/';

const FILE_NAME = /^([a-z-]+)-([1-9][0-9]{0,8})\.xml\.gz$/;

const isKind = (name: string): name is SitemapKind => Object.hasOwn(SITEMAP_SOURCES, name);

/** The kind and part number a file name names (`stays-3.xml.gz`), or null for any other name. */
export function parseSitemapFileName(name: string): { kind: SitemapKind; part: number } | null {
  const match = FILE_NAME.exec(name);
  if (!match || !isKind(match[1]!)) return null;
  return { kind: match[1], part: Number(match[2]) };
}

const pointOfSaleDay = (now: Date) => todayAt('fr-FR', now).day;

/** The sitemap index: every file of every kind, each with the latest change among its pages. */
export async function sitemapIndex(db: Kysely<Database>, siteUrl: string, options: SitemapOptions = {}): Promise<string> {
  const size = pagesPerFile(options.limits ?? SITEMAP_LIMITS);
  const today = pointOfSaleDay(options.now ?? new Date());
  const files: SitemapFileRef[] = [];
  for (const [kind, source] of Object.entries(SITEMAP_SOURCES)) {
    const parts = await source.parts(db, today, size);
    parts.forEach((part, i) => files.push({ loc: `${siteUrl}${SITEMAP_FILES_PATH}${kind}-${i + 1}.xml.gz`, lastmod: part.lastmod }));
  }
  return sitemapIndexXml(files);
}

/**
 * The gzip sitemap file `name` (`stays-3.xml.gz`), or null when no such file exists (an unknown kind, a part past
 * the last). A page with an address too long for a sitemap is left out, and said so.
 */
export async function sitemapFile(db: Kysely<Database>, siteUrl: string, name: string, options: SitemapOptions = {}): Promise<Buffer | null> {
  const file = parseSitemapFileName(name);
  if (!file) return null;
  const limits = options.limits ?? SITEMAP_LIMITS;
  const pages = await SITEMAP_SOURCES[file.kind].pages(db, pointOfSaleDay(options.now ?? new Date()), pagesPerFile(limits), file.part);
  if (pages.length === 0) return null;
  const listed = pages.filter((page) => fitsLimits(siteUrl, page, limits));
  if (listed.length < pages.length) {
    logger.warn(
      { sitemap: name, leftOut: pages.length - listed.length, maxUrlBytes: limits.maxUrlBytes, example: pages.find((p) => !listed.includes(p))!.paths['fr-FR'].slice(0, 120) },
      'sitemap: pages left out, their address is too long',
    );
  }
  return gzipAsync(sitemapXml(siteUrl, listed));
}
