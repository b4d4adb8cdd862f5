import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

/**
 * Demo mode's notice on every page (docs/operations.md): drawn by the server at the top of the page, in the flow (so
 * nothing moves as the page loads), at most two short lines and 40 px, nothing to click, a labelled region so screen
 * readers find it among the landmarks.
 */
export function DemoBanner() {
  const intl = useIntl();
  return (
    <Notice aria-label={intl.formatMessage({ id: 'common.demoBanner.label' })}>
      <FormattedMessage id="common.demoBanner" />
    </Notice>
  );
}

const Notice = styled.section`
  box-sizing: border-box;
  max-height: 40px;
  overflow: hidden;
  padding: ${theme.space.xxs} ${theme.space.sm};
  background: #fff4ce;
  color: #3d2c00;
  border-bottom: 1px solid #e0c35c;
  font-size: ${theme.font.size.xs};
  line-height: 1rem;
  text-align: center;
`;
