import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { REVIEW_LANGUAGES, REVIEW_SORTS, type ReviewLanguage, type ReviewSort, type ReviewsResponse } from '@/contracts/reviews';
import { useAppConfig } from '@/shared/app-config';
import { theme } from '@/styles/theme';
import { fetchReviews, reviewsUrl } from './reviews-api';
import { canShowMore, reviewsBodyKind } from './review-rules';
import { CriteriaList, ReviewItem, ReviewList } from './review-parts';

type Language = ReviewLanguage | 'all';
/** The pages answered for one choice of sort and language, and whether the last page asked failed. */
type State = { choice: string; pages: ReviewsResponse[]; failedPage: number | null };

/**
 * The reviews modal (search §4, product §8-9): sort (newest first by default, four sorts) and language (all by default,
 * four languages); changing either reloads from the first page; 'Show more' loads the next page of 10 while the pages
 * loaded are fewer than ceil(count / 10). Empty: 'Be the first…'; none in the chosen language: its text with 'See all
 * the languages'.
 */
export function ReviewsModalBody({ hotelId }: { hotelId: number }) {
  const intl = useIntl();
  const { apiBase, locale } = useAppConfig();
  const [sort, setSort] = useState<ReviewSort>('DATE_DESC');
  const [language, setLanguage] = useState<Language>('all');
  const [pageCount, setPageCount] = useState(1);
  const choice = `${sort}|${language}`;
  const [state, setState] = useState<State>({ choice, pages: [], failedPage: null });
  const current = state.choice === choice ? state : { choice, pages: [], failedPage: null };

  useEffect(() => {
    let live = true;
    const page = pageCount - 1;
    fetchReviews(reviewsUrl(apiBase, hotelId, locale, { language, sort, page })).then(
      (answer) =>
        live &&
        setState((s) => {
          const pages = s.choice === choice ? s.pages : [];
          return { choice, pages: [...pages.slice(0, page), answer], failedPage: null };
        }),
      (failure: unknown) => {
        console.error('Reviews failed', failure);
        if (live) setState((s) => (s.choice === choice ? { ...s, failedPage: page } : { choice, pages: [], failedPage: page }));
      },
    );
    return () => {
      live = false;
    };
  }, [apiBase, hotelId, locale, language, sort, pageCount, choice]);

  const choose = (next: { sort?: ReviewSort; language?: Language }) => {
    if (next.sort) setSort(next.sort);
    if (next.language) setLanguage(next.language);
    setPageCount(1);
  };
  const failed = current.failedPage !== null;
  const loading = !failed && current.pages.length < pageCount;
  const first = current.pages[0];
  const reviews = current.pages.flatMap((p) => p.list);
  const kind = first ? reviewsBodyKind(first, language) : null;
  return (
    <Body data-testid="reviews-modal">
      <Controls>
        <label>
          {intl.formatMessage({ id: 'hotel.reviews.sort' })}
          <select value={sort} onChange={(e) => choose({ sort: e.target.value as ReviewSort })} data-testid="reviews-sort">
            {REVIEW_SORTS.map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage({ id: 'hotel.reviews.sort.option' }, { sort: value })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {intl.formatMessage({ id: 'hotel.reviews.language' })}
          <select value={language} onChange={(e) => choose({ language: e.target.value as Language })} data-testid="reviews-language">
            {(['all', ...REVIEW_LANGUAGES] as const).map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage({ id: 'hotel.reviews.language.option' }, { language: value })}
              </option>
            ))}
          </select>
        </label>
      </Controls>
      {first && kind === 'list' && <CriteriaList details={first.details} />}
      {kind === 'empty' && <p>{intl.formatMessage({ id: 'product.reviews.empty' })}</p>}
      {kind === 'languageEmpty' && (
        <div data-testid="reviews-language-empty">
          <p>{intl.formatMessage({ id: 'hotel.reviews.languageEmpty' }, { language: intl.formatMessage({ id: 'hotel.reviews.languageName' }, { language }) })}</p>
          <Button variant="secondary" onClick={() => choose({ language: 'all' })}>
            {intl.formatMessage({ id: 'hotel.reviews.seeAllLanguages' })}
          </Button>
        </div>
      )}
      {reviews.length > 0 && (
        <ReviewList data-testid="reviews-list">
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} full />
          ))}
        </ReviewList>
      )}
      <p role="status" className="status">
        {loading ? intl.formatMessage({ id: 'hotel.reviews.loading' }) : first && first.totalCount > 0 ? intl.formatMessage({ id: 'hotel.reviews.shown' }, { shown: reviews.length, count: first.totalCount }) : ''}
      </p>
      {failed && <p role="alert">{intl.formatMessage({ id: 'hotel.reviews.failed' })}</p>}
      {first && !loading && canShowMore(current.pages.length, first.totalCount) && (
        <Button variant="secondary" onClick={() => setPageCount(current.pages.length + 1)} data-testid="reviews-show-more">
          {intl.formatMessage({ id: 'hotel.reviews.showMore' })}
        </Button>
      )}
    </Body>
  );
}

const Body = styled.div`
  .status {
    margin: ${theme.space.md} 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.md};
  label {
    display: grid;
    gap: ${theme.space.xs};
    font-weight: ${theme.font.weight.semibold};
  }
  select {
    min-height: 44px;
    padding: 0 ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.sm};
    font: inherit;
  }
`;
