import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { BoxView } from '@/features/gift-boxes/components/box-view';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';
import { BoxMapButton } from './box-map';
import type { GiftBoxPageProps } from './get-page-props';

/** A gift box's page (§2.4), its stays' map composed in from the map feature. */
export default function GiftBoxPage(props: GiftBoxPageProps) {
  if (props.kind === 'error')
    return (
      <Failure role="alert">
        <FormattedMessage id="giftBoxes.error" />
      </Failure>
    );
  return <BoxView detail={props.detail} mapButton={(code) => <BoxMapButton code={code} />} />;
}

const Failure = styled.p`
  ${pageColumn}
  margin: ${theme.space.xxl} auto;
  padding: ${theme.space.lg};
  color: ${theme.colors.danger};
  font-weight: ${theme.font.weight.semibold};
  text-align: center;
`;
