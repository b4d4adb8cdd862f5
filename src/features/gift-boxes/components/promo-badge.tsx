import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** The box promo ('-16 %'), read out in words ('16% discount'). Rendered only for a promo the rule shows. */
export function PromoBadge({ percent, inline }: { percent: number; inline?: boolean }) {
  const intl = useIntl();
  return (
    <Badge $inline={inline} aria-label={intl.formatMessage({ id: 'giftBoxes.promo.label' }, { percent })} role="img">
      <FormattedMessage id="giftBoxes.promo" values={{ percent }} />
    </Badge>
  );
}

const Badge = styled.span<{ $inline?: boolean }>`
  ${({ $inline }) => ($inline ? 'position: static;' : `position: absolute; top: ${theme.space.sm}; left: ${theme.space.sm};`)}
  display: inline-block;
  padding: ${theme.space.xxs} ${theme.space.sm};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.promo};
  color: ${theme.colors.white};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.bold};
`;
