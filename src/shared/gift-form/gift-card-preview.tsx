import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Money } from '@/components/ui/money';
import { GIFT_CARD_COLOURS, GIFT_CARD_DESIGNS, type GiftCardDesign } from '@/contracts/gift-card';
import { theme } from '@/styles/theme';

/** Each design's colours (the contract's, shared with the e-mail and the PDF): drawn in CSS, nothing to download. */
export const DESIGN_STYLE: Record<GiftCardDesign, { background: string; ink: string }> = Object.fromEntries(
  GIFT_CARD_DESIGNS.map((design) => {
    const { from, to, ink } = GIFT_CARD_COLOURS[design];
    return [design, { background: `linear-gradient(135deg, ${from} 0%, ${to} 100%)`, ink }];
  }),
) as Record<GiftCardDesign, { background: string; ink: string }>;

export type GiftCardPreviewProps = {
  design: GiftCardDesign;
  fromName: string;
  message: string;
} & ({ amount: number; gift?: undefined; label?: undefined } | { amount?: undefined; gift: ReactNode; label: ReactNode });

/**
 * The live preview of the gift card (§2.6): its design, what it gives (a gift card's amount, or a box's title with
 * its own label), the sender and the message as typed. Shared by the gift card page and the box's personalisation
 * drawer (and the stay gifting form).
 */
export function GiftCardPreview({ design, amount, gift, label, fromName, message }: GiftCardPreviewProps) {
  const style = DESIGN_STYLE[design];
  return (
    <Card $background={style.background} $ink={style.ink} data-testid="gift-card-preview" data-design={design}>
      <Top>
        <span className="brand">
          <FormattedMessage id="giftCard.preview.brand" />
        </span>
        <span>{label ?? <FormattedMessage id="giftCard.preview.label" />}</span>
      </Top>
      {amount !== undefined ? (
        <Amount>
          <Money cents={amount} />
        </Amount>
      ) : (
        <Gift>{gift}</Gift>
      )}
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
  /* The card's shape is its least height: a long title, message and sender make it taller, never cut (issue 32: in
     the product page's narrow gift panel the card was 215 px tall and hid the message and 'From'). Overflow stays
     visible, which is what lets aspect-ratio give way to the content. */
  overflow-wrap: anywhere;
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

const Gift = styled.div`
  font-size: ${theme.font.size.xl};
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
