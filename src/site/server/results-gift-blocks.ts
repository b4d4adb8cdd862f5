import type { Kysely } from 'kysely';
import { createElement } from 'react';
import type { IntlShape } from 'react-intl';
import { ResultsBlock } from '@/features/gift-boxes/components/results-blocks';
import { boxBlockOf, giftBlockLinks, type ResultsGiftBlocks } from '@/features/gift-boxes/model/results-blocks';
import { toCatalogLocale, type Locale } from '@/lib/locales';
import { giftBlock } from '@/server/catalog/content/content.service';
import { searchGiftBoxes } from '@/server/catalog/gift-boxes/gift-boxes.service';
import type { Database } from '@/server/db/database';
import { NotFoundError } from '@/server/errors/domain-errors';
import type { ResultsGiftMarkup } from '../pages/search/gift-blocks';
import { contentCache } from './content-cache';
import { renderStatic } from './render-static';
import { logger } from '@/lib/logging/logger.js';

/**
 * The results page's gift blocks' content, read in-process while the page renders: the CMS gift block of the locale (its
 * links resolved to the gift pages) and the box block's boxes (the box search: §7 box-block-serp answers from the
 * catalog's boxes). A part that fails, or that the locale lacks, is null and its block is left out; never the page.
 */
export async function loadResultsGiftBlocks(db: Kysely<Database>, locale: Locale, { activityOnlySearch }: { activityOnlySearch: boolean }): Promise<ResultsGiftBlocks> {
  const catalogLocale = toCatalogLocale(locale);
  const [gift, boxes] = await Promise.all([
    giftBlock(db, catalogLocale)
      .then((block) => ({ title: block.title, subtitle: block.subtitle, image: block.imageL, campaign: block.campaign, links: giftBlockLinks(locale, block, { activityOnlySearch }) }))
      .catch((error: unknown) => {
        if (!(error instanceof NotFoundError)) logger.error({ err: error }, 'search page: the gift block failed');
        return null;
      }),
    searchGiftBoxes(db, { locale: catalogLocale })
      .then((answer) => boxBlockOf(locale, answer.boxes))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'search page: the box block failed');
        return null;
      }),
  ]);
  return { gift, boxes };
}

/**
 * The blocks rendered once to HTML and styles (renderStatic): the results page ships this markup, never the blocks'
 * code, so they add nothing to its JavaScript (it is over its first-load budget already).
 */
export function giftBlocksMarkup(blocks: ResultsGiftBlocks, locale: Locale, intl: IntlShape): ResultsGiftMarkup {
  const render = (kind: 'gift' | 'box' | 'giftCard') => renderStatic(createElement(ResultsBlock, { kind, blocks, locale }), intl);
  return { gift: blocks.gift ? render('gift') : null, box: blocks.boxes ? render('box') : null, giftCard: render('giftCard') };
}

const cachedMarkup = contentCache<ResultsGiftMarkup>();

/**
 * The blocks of a locale and flow, read and drawn once for every render within the content cache's time
 * (content-cache.ts): the same for every visitor, they were a tenth of a results page's server time.
 */
export function resultsGiftMarkup(db: Kysely<Database>, locale: Locale, intl: IntlShape, options: { activityOnlySearch: boolean }): Promise<ResultsGiftMarkup> {
  return cachedMarkup(db, `${locale}:${options.activityOnlySearch}`, async () => giftBlocksMarkup(await loadResultsGiftBlocks(db, locale, options), locale, intl));
}
