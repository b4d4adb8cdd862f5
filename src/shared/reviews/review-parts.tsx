import { defineMessages, FormattedDate, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Review, ReviewsResponse } from '@/contracts/reviews';
import { formatScore } from '@/shared/review-score';
import { theme } from '@/styles/theme';

/** The six criteria with the spec's display names (§3 Review: welcoming 'Home', localization 'Location', priceQualityRatio 'Quality/Price'). */
export const CRITERIA = defineMessages({
  welcoming: { id: 'product.reviews.criterion.welcoming' },
  comfort: { id: 'product.reviews.criterion.comfort' },
  cleanliness: { id: 'product.reviews.criterion.cleanliness' },
  food: { id: 'product.reviews.criterion.food' },
  localization: { id: 'product.reviews.criterion.localization' },
  priceQualityRatio: { id: 'product.reviews.criterion.priceQuality' },
});

/** A score with one decimal in the locale's way (8,5 in French). */
export const useScore = () => {
  const intl = useIntl();
  return (value: number) => intl.formatNumber(formatScore(value), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
};

export function CriteriaList({ details }: { details: ReviewsResponse['details'] }) {
  const intl = useIntl();
  const score = useScore();
  return (
    <Criteria data-testid="review-criteria">
      {(Object.keys(CRITERIA) as (keyof typeof CRITERIA)[]).map((key) => {
        const value = details[key];
        return value === null ? null : (
          <div key={key}>
            <dt>{intl.formatMessage(CRITERIA[key])}</dt>
            <dd>{score(value)}</dd>
          </div>
        );
      })}
    </Criteria>
  );
}

/** One review: who, when, score, what they liked (and, in full, what could be better). */
export function ReviewItem({ review, full = false }: { review: Review; full?: boolean }) {
  const intl = useIntl();
  const score = useScore();
  return (
    <Item data-testid="review" lang={review.locale.slice(0, 2)}>
      <p className="who">
        {intl.formatMessage(
          { id: 'product.reviews.byline' },
          { customer: <strong key="c">{review.customer}</strong>, date: <FormattedDate key="d" value={`${review.date}T12:00:00`} day="numeric" month="long" year="numeric" />, score: score(review.average) },
        )}
      </p>
      {review.positive && <p>{review.positive}</p>}
      {full && review.negative && <p className="negative">{intl.formatMessage({ id: 'hotel.reviews.negative' }, { text: review.negative })}</p>}
    </Item>
  );
}

const Criteria = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.xs} ${theme.space.lg};
  margin: ${theme.space.md} 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space.sm};
  }
  dd {
    margin: 0;
    font-weight: ${theme.font.weight.semibold};
  }
  ${theme.media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const ReviewList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
`;

const Item = styled.li`
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  p {
    margin: 0;
  }
  .who {
    margin-bottom: ${theme.space.xs};
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
  }
  .negative {
    margin-top: ${theme.space.xs};
    color: ${theme.colors.textMuted};
  }
`;
