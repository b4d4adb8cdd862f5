import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { CartLine } from '@/contracts/checkout';
import type { AppliedGiftCode } from '@/contracts/redemption';
import { Recap } from './recap-parts';
import { RecapLines } from './recap-lines';

const g = defineMessages({
  title: { id: 'giftCheckout.recap.title' },
  titleOwnUse: { id: 'giftCheckout.recap.titleOwnUse' },
  ownUse: { id: 'giftCheckout.recap.ownUse' },
  people: { id: 'giftCheckout.recap.people' },
  design: { id: 'giftCheckout.recap.design' },
  from: { id: 'giftCheckout.recap.from' },
  message: { id: 'giftCheckout.recap.message' },
  validity: { id: 'giftCheckout.recap.validity' },
  delivery: { id: 'giftCheckout.recap.delivery' },
  deliveryPost: { id: 'giftCheckout.recap.deliveryPost' },
  titleBox: { id: 'giftCheckout.recap.titleBox' },
}) as Record<string, MessageDescriptor>;

const DESIGNS: Record<string, MessageDescriptor> = defineMessages({
  birthday: { id: 'giftCard.design.birthday' },
  love: { id: 'giftCard.design.love' },
  thanks: { id: 'giftCard.design.thanks' },
  celebration: { id: 'giftCard.design.celebration' },
});

/** What the gift recap shows: the server's cart, or a placed gift order. */
export type GiftRecapData = {
  label: string;
  ownUse: boolean;
  adults: number | null;
  design: string | null;
  customisation: { fromName: string; message: string };
  lines: Pick<CartLine, 'kind' | 'label' | 'amount'>[];
  total: number;
  validityMonths: number;
  productType?: string;
  delivery?: 'email' | 'post';
  /** gift cards paying part of it (docs/redemption.md) */
  giftcards?: AppliedGiftCode[];
  remainingAmountToPay?: number;
};

/**
 * The gift checkout's recap (§1, §3): what is given (the activity and its number of people, or the gift card and its
 * design), for oneself or with the gift texts, the validity from the payment, the delivery by e-mail, the lines and
 * the total taxes included. Every amount is the server's.
 */
export function GiftRecap({ gift }: { gift: GiftRecapData }) {
  const intl = useIntl();
  const { fromName, message } = gift.customisation;
  return (
    <Recap aria-labelledby="recap-title">
      <h2 id="recap-title">{intl.formatMessage(gift.ownUse ? g.titleOwnUse : gift.productType === 'BOX' ? g.titleBox : g.title)}</h2>
      <div className="offer">
        <div>
          <p className="label">{gift.label}</p>
          {gift.adults !== null && <p className="hotel">{intl.formatMessage(g.people, { count: gift.adults })}</p>}
          {gift.design && DESIGNS[gift.design] && <p className="hotel">{intl.formatMessage(g.design, { design: intl.formatMessage(DESIGNS[gift.design]) })}</p>}
          {gift.ownUse && <p className="hotel">{intl.formatMessage(g.ownUse)}</p>}
        </div>
      </div>
      {!gift.ownUse && (fromName || message) && (
        <blockquote className="stay" aria-label={intl.formatMessage(g.message)}>
          {message && <p>{message}</p>}
          {fromName && <p>{intl.formatMessage(g.from, { name: fromName })}</p>}
        </blockquote>
      )}
      <p className="policy">{intl.formatMessage(g.validity, { months: gift.validityMonths })}</p>
      <p className="tax">{intl.formatMessage(gift.delivery === 'post' ? g.deliveryPost : g.delivery)}</p>
      <RecapLines lines={gift.lines.map((line, index) => ({ key: String(index), label: line.label, amount: line.amount }))} total={gift.total} giftcards={gift.giftcards} remaining={gift.remainingAmountToPay} />
    </Recap>
  );
}
