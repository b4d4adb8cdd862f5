import { lazy, Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { ReviewsResponse } from '@/contracts/reviews';
import { reviewLabel, type ReviewLabelKey } from '@/shared/review-score';
import { theme } from '@/styles/theme';
import { previewedReviews } from './review-rules';
import { CriteriaList, ReviewItem, ReviewList, useScore } from './review-parts';

/** The modal's body (sort, language, pages) loads with its first opening. */
const ReviewsModalBody = lazy(() => import('./reviews-modal-body').then((mod) => ({ default: mod.ReviewsModalBody })));

export const REVIEW_LABELS = defineMessages({
  new: { id: 'offerCard.review.new' },
  good: { id: 'offerCard.review.good' },
  veryGood: { id: 'offerCard.review.veryGood' },
  excellent: { id: 'offerCard.review.excellent' },
  fantastic: { id: 'offerCard.review.fantastic' },
  perfect: { id: 'offerCard.review.perfect' },
});

export const labelOf = (key: ReviewLabelKey | null) => (key ? REVIEW_LABELS[key] : null);

/**
 * The hotel's reviews (§2.2, §8, §9): score with one decimal and its label (search §5, every incentive shown), count,
 * the criteria, four positive reviews, and 'See all reviews' opening the reviews modal. No review: 'Be the first to try
 * this brand new experience!'. Reviews the server could not read: nothing. With `overall` (the hotel's score and count
 * over every language, what the page's header and the results cards show), the score and count are those, so one page
 * never says two counts; the criteria and the reviews listed stay the visitor's language's.
 */
export function ReviewsSummary({ reviews, hotelId, hotelLabel, overall }: { reviews: ReviewsResponse | null; hotelId: number; hotelLabel: string; overall?: { score: number | null; totalCount: number } }) {
  const intl = useIntl();
  const score = useScore();
  if (!reviews) return null;
  const shown = overall && overall.totalCount > 0 && overall.score !== null ? { score: overall.score, totalCount: overall.totalCount } : reviews;
  if (shown.totalCount === 0 || shown.score === null) return <p data-testid="reviews-empty">{intl.formatMessage({ id: 'product.reviews.empty' })}</p>;
  const label = labelOf(reviewLabel({ average: shown.score, count: shown.totalCount }, { allIncentivesShown: true }));
  return (
    <div data-testid="reviews-summary">
      <Score>
        <span className="value">{score(shown.score)}</span>
        <span>
          {label && <strong>{intl.formatMessage(label)}</strong>} <span>{intl.formatMessage({ id: 'hotel.reviews.count' }, { count: shown.totalCount })}</span>
        </span>
      </Score>
      {reviews.languageFallback && <p>{intl.formatMessage({ id: 'product.reviews.allLanguages' })}</p>}
      <CriteriaList details={reviews.details} />
      <ReviewList>
        {previewedReviews(reviews.list).map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ReviewList>
      <More>
        <Dialog title={intl.formatMessage({ id: 'hotel.reviews.modal' }, { hotel: hotelLabel })} trigger={<Button variant="secondary">{intl.formatMessage({ id: 'hotel.reviews.seeAll' })}</Button>}>
          <Suspense fallback={<p role="status">{intl.formatMessage({ id: 'hotel.reviews.loading' })}</p>}>
            <ReviewsModalBody hotelId={hotelId} />
          </Suspense>
        </Dialog>
      </More>
    </div>
  );
}

const Score = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  margin: 0;
  .value {
    display: inline-grid;
    place-items: center;
    min-width: 3rem;
    padding: ${theme.space.xs} ${theme.space.sm};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.brand};
    color: ${theme.colors.white};
    font-weight: ${theme.font.weight.bold};
    font-size: ${theme.font.size.lg};
  }
`;

const More = styled.div`
  margin-top: ${theme.space.md};
`;
