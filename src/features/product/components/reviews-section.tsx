import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ReviewsResponse } from '@/contracts/reviews';
import { formatScore } from '@/shared/review-score';
import { theme } from '@/styles/theme';
import { productMessages as m } from './product-messages';

/** §9: four reviews previewed. */
export const REVIEWS_PREVIEWED = 4;

const CRITERIA = [
  ['welcoming', m.criterionWelcoming],
  ['comfort', m.criterionComfort],
  ['cleanliness', m.criterionCleanliness],
  ['food', m.criterionFood],
  ['localization', m.criterionLocalization],
  ['priceQualityRatio', m.criterionPriceQuality],
] as const;

/**
 * The hotel's reviews (§2.1, §8): the score out of 10 with the count, the six criteria, the four newest reviews in the
 * visitor's language (every language when it has none, said so). No review: 'Be the first to try this brand new
 * experience!'. Reviews the server could not read render nothing. The page draws the section and its heading; this
 * body's code loads when the visitor nears it.
 */
export function ReviewsBody({ reviews }: { reviews: ReviewsResponse | null }) {
  const intl = useIntl();
  if (!reviews) return null;
  const score = (value: number) => intl.formatNumber(formatScore(value), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <div data-testid="reviews-section">
      {reviews.totalCount === 0 || reviews.score === null ? (
        <p>{intl.formatMessage(m.reviewsEmpty)}</p>
      ) : (
        <>
          <p className="summary">{intl.formatMessage(m.reviews, { score: score(reviews.score), count: reviews.totalCount })}</p>
          {reviews.languageFallback && <p className="note">{intl.formatMessage(m.reviewsAllLanguages)}</p>}
          <Criteria>
            {CRITERIA.map(([key, label]) => (
              <Criterion key={key} details={reviews.details} field={key} label={intl.formatMessage(label)} format={score} />
            ))}
          </Criteria>
          <List>
            {reviews.list.slice(0, REVIEWS_PREVIEWED).map((review) => (
              <li key={review.id}>
                <p className="who">
                  <FormattedMessage
                    {...m.reviewByline}
                    values={{
                      customer: <strong>{review.customer}</strong>,
                      date: <FormattedDate value={`${review.date}T12:00:00`} day="numeric" month="long" year="numeric" />,
                      score: score(review.average),
                    }}
                  />
                </p>
                {review.positive && <p>{review.positive}</p>}
              </li>
            ))}
          </List>
        </>
      )}
    </div>
  );
}

function Criterion({ details, field, label, format }: { details: ReviewsResponse['details']; field: keyof ReviewsResponse['details']; label: string; format: (value: number) => string }) {
  const value = details[field];
  if (value === null) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{format(value)}</dd>
    </>
  );
}

const Criteria = styled.dl`
  display: grid;
  grid-template-columns: max-content max-content;
  gap: ${theme.space.xs} ${theme.space.lg};
  margin: ${theme.space.md} 0;
  dd {
    margin: 0;
    font-weight: ${theme.font.weight.semibold};
  }
  ${theme.media.desktop} {
    grid-template-columns: repeat(3, max-content max-content);
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
  li {
    padding: ${theme.space.md};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
  }
  p {
    margin: 0;
  }
  .who {
    margin-bottom: ${theme.space.xs};
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
  }
`;
