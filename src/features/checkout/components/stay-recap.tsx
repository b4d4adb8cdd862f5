import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Image from '@/components/ui/image';
import { Money } from '@/components/ui/money';
import type { OrderPaymentMethod, StayCart } from '@/contracts/checkout';
import { autoDiscountMessages as ad } from '@/shared/auto-discount-messages';
import { programmeOf } from '../model/programme';
import { checkoutMessages as m } from './checkout-messages';
import { Day, Recap } from './recap-parts';
import { RecapLines } from './recap-lines';

export { Day } from './recap-parts';

/** What a recap shows: a cart the server priced, or a placed order (which has no programme). */
export type RecapData = Pick<StayCart, 'label' | 'criteria' | 'lines' | 'total' | 'localTaxAtHotel' | 'cancellationPolicy'> &
  Partial<Pick<StayCart, 'programLines' | 'giftcards' | 'remainingAmountToPay' | 'autoDiscount'>> & {
    /** a placed order's method: how the part its gift codes did not pay is paid */
    paidBy?: OrderPaymentMethod;
  };

export type StayRecapProps = {
  /** The offer's hotel and picture, when the page knows them. */
  offer?: { label: string; hotelLabel: string; town: string; imageUrl: string | null };
  cart: RecapData;
  /** Under the total: the instalment information ('Ease your budget', built apart). */
  instalmentSlot?: ReactNode;
};

/**
 * The checkout's recap (issue 18): the offer and its hotel, dates, nights, guests, the programme with the chosen
 * activity dates, the cancellation policy, the lines (the stay, its automatic discount 'Automatic discount CODE −10 %'
 * taken off when it has one, the insurance) and the total taxes included, and the tourist tax to pay at the hotel
 * apart, as an amount. Every amount is the server's.
 */
export function StayRecap({ offer, cart, instalmentSlot }: StayRecapProps) {
  const intl = useIntl();
  const { criteria, cancellationPolicy: policy } = cart;
  const programme = programmeOf({ programLines: cart.programLines ?? [], criteria });
  const discount = cart.autoDiscount;
  return (
    <Recap aria-labelledby="recap-title">
      <h2 id="recap-title">{intl.formatMessage(m.recapTitle)}</h2>
      <div className="offer">
        {offer?.imageUrl && <Image src={offer.imageUrl} alt="" width={120} height={80} sizes="120px" />}
        <div>
          <p className="label">{cart.label || offer?.label}</p>
          {offer && <p className="hotel">{offer.hotelLabel}</p>}
          {offer && <p className="hotel">{offer.town}</p>}
        </div>
      </div>
      <p className="stay">
        <FormattedMessage {...m.recapDates} values={{ checkin: <Day value={criteria.checkin} />, checkout: <Day value={criteria.checkout} /> }} />
        <br />
        {intl.formatMessage(m.recapNights, { count: criteria.nights })}
        <br />
        {intl.formatMessage(m.recapGuests, { adults: criteria.adults, children: criteria.children, babies: criteria.babies })}
      </p>
      {programme.length > 0 && (
        <>
          <h3>{intl.formatMessage(m.recapProgramme)}</h3>
          <ul className="programme">
            {programme.map((item) => (
              <li key={item.key}>{item.day ? <FormattedMessage {...m.recapActivityOn} values={{ activity: item.title, date: <Day value={item.day} /> }} /> : item.title}</li>
            ))}
          </ul>
        </>
      )}
      <p className="policy" data-testid="cancellation-policy">
        {policy.cancellable && policy.cancellationDeadline ? (
          <FormattedMessage {...m.recapCancellable} values={{ date: <Day value={policy.cancellationDeadline.slice(0, 10)} />, percent: policy.refundPercent }} />
        ) : (
          intl.formatMessage(m.recapNonRefundable)
        )}
      </p>
      <RecapLines
        lines={cart.lines.flatMap((line) => [
          { key: line.kind, label: line.kind === 'stay' ? intl.formatMessage(m.recapStayLine, { count: line.quantity }) : intl.formatMessage(m.recapInsuranceLine), amount: line.amount },
          ...(line.kind === 'stay' && discount ? [{ key: 'autoDiscount', label: intl.formatMessage(ad.line, { code: discount.code, percent: discount.percent }), amount: -discount.amount }] : []),
        ])}
        total={cart.total}
        giftcards={cart.giftcards}
        remaining={cart.remainingAmountToPay}
        paidBy={cart.paidBy}
      />
      {cart.localTaxAtHotel > 0 && (
        <p className="tax">
          <FormattedMessage {...m.recapLocalTax} values={{ amount: <Money cents={cart.localTaxAtHotel} /> }} />
        </p>
      )}
      {instalmentSlot}
    </Recap>
  );
}
