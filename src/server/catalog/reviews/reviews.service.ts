import type { Kysely } from 'kysely';
import { REVIEW_PAGE_SIZE, readReviewScore, reviewLanguageOf, type ReviewLanguage, type ReviewsQuery, type ReviewsResponse } from '@/contracts/reviews';
import type { Database } from '@/server/db/database';
import { NotFoundError } from '@/server/errors/domain-errors';
import { findHotel, findReviews, summarizeReviews } from './reviews.repository';

const oneDecimal = (value: number | null): number | null => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10);

/**
 * A page of a hotel's reviews in one language (the `language` asked, else the locale's: fr_BE → fr_FR,
 * nl_BE → nl_NL) or all ('all'). With withOtherLanguageFallback, a language without reviews answers every
 * language instead (languageFallback: true). Score and details average the same reviews as totalCount.
 */
export async function hotelReviews(db: Kysely<Database>, query: ReviewsQuery): Promise<ReviewsResponse> {
  if (!(await findHotel(db, query.hotelId))) throw new NotFoundError(`Hotel ${query.hotelId}`);
  const asked: ReviewLanguage | 'all' = query.language === 'all' ? 'all' : reviewLanguageOf(query.language ?? query.locale);
  let language: ReviewLanguage | null = asked === 'all' ? null : asked;
  let summary = await summarizeReviews(db, query.hotelId, language);
  let languageFallback = false;
  if (language && Number(summary.total) === 0 && query.withOtherLanguageFallback) {
    language = null;
    languageFallback = true;
    summary = await summarizeReviews(db, query.hotelId, null);
  }
  const totalCount = Number(summary.total);
  const offset = query.page * REVIEW_PAGE_SIZE;
  const rows = offset < totalCount ? await findReviews(db, query.hotelId, language, query.sort, offset, REVIEW_PAGE_SIZE) : [];
  return {
    totalCount,
    score: oneDecimal(summary.average),
    list: rows.map((r) => ({
      id: r.id,
      locale: r.locale,
      customer: r.customer,
      type: r.traveller_type,
      date: r.date,
      average: readReviewScore(r.average),
      positive: r.positive,
      negative: r.negative,
    })),
    details: {
      welcoming: oneDecimal(summary.welcoming),
      comfort: oneDecimal(summary.comfort),
      cleanliness: oneDecimal(summary.cleanliness),
      food: oneDecimal(summary.food),
      localization: oneDecimal(summary.localization),
      priceQualityRatio: oneDecimal(summary.price_quality_ratio),
    },
    page: query.page,
    pageSize: REVIEW_PAGE_SIZE,
    language: language ?? 'all',
    languageFallback,
  };
}
