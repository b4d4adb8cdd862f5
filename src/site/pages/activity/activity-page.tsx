import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ActivityView } from '@/features/activity-only/components/activity-view';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';
import type { ActivityPageProps } from './get-page-props';

/** The activity-only product page (§2.3). */
export default function ActivityPage(props: ActivityPageProps) {
  if (props.kind === 'error')
    return (
      <Failure role="alert">
        <FormattedMessage id="giftBoxes.error" />
      </Failure>
    );
  return <ActivityView detail={props.detail} />;
}

const Failure = styled.p`
  ${pageColumn}
  margin: ${theme.space.xxl} auto;
  padding: ${theme.space.lg};
  color: ${theme.colors.danger};
  font-weight: ${theme.font.weight.semibold};
  text-align: center;
`;
