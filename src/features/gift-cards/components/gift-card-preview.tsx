import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Money } from '@/components/ui/money';
import type { GiftCardDesign } from '@/contracts/gift-card';
import { theme } from '@/styles/theme';

/** Each design's colours: drawn in CSS, nothing to download. */
export const DESIGN_STYLE: Record<GiftCardDesign, { background: string; ink: string }> = {
  birthday: { background: 'linear-gradient(135deg, #ffd166 0%, #ef476f 100%)', ink: '#2b1020' },
  love: { background: 'linear-gradient(135deg, #ff8fab 0%, #b5179e 100%)', ink: '#ffffff' },
  thanks: { background: 'linear-gradient(135deg, #95d5b2 0%, #2d6a4f 100%)', ink: '#ffffff' },
  celebration: { background: 'linear-gradient(135deg, #a2d2ff 0%, #3a0ca3 100%)', ink: '#ffffff' },
};

/** The live preview of the gift card (§2.6): its design, amount, sender and message as typed. */
export function GiftCardPreview({ design, amount, fromName, message }: { design: GiftCardDesign; amount: number; fromName: string; message: string }) {
  const style = DESIGN_STYLE[design];
  return (
    <Card $background={style.background} $ink={style.ink} data-testid="gift-card-preview" data-design={design}>
      <Top>
        <span className="brand">
          <FormattedMessage id="giftCard.preview.brand" />
        </span>
        <span>
          <FormattedMessage id="giftCard.preview.label" />
        </span>
      </Top>
      <Amount>
        <Money cents={amount} />
      </Amount>
      <Message>{message.trim() ? message : <FormattedMessage id="giftCard.preview.placeholder" />}</Message>
      {fromName.trim() && (
        <From>
          <FormattedMessage id="giftCard.preview.from" values={{ name: fromName.trim() }} />
        </From>
      )}
    </Card>
  );
}

const Card = styled.div<{ $background: string; $ink: string }>`
  display: grid;
  gap: ${theme.space.md};
  aspect-ratio: 1.6 / 1;
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  background: ${({ $background }) => $background};
  color: ${({ $ink }) => $ink};
  box-shadow: ${theme.shadow.lg};
  grid-template-rows: auto auto 1fr auto;
  overflow: hidden;
  word-break: break-word;
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  font-weight: ${theme.font.weight.semibold};
  .brand {
    font-size: ${theme.font.size.lg};
    font-weight: ${theme.font.weight.bold};
  }
`;

const Amount = styled.div`
  font-size: ${theme.font.size.display};
  font-weight: ${theme.font.weight.bold};
  line-height: ${theme.font.lineHeight.tight};
`;

const Message = styled.p`
  margin: 0;
  font-style: italic;
  white-space: pre-wrap;
`;

const From = styled.p`
  margin: 0;
  font-weight: ${theme.font.weight.semibold};
  text-align: right;
`;
