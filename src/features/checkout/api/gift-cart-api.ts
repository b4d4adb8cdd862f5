import { GIFT_CHECKOUT_API, isGiftCart, type GiftCart, type GiftCartRequest } from '@/contracts/gift-checkout';
import { call, guardedBy, post, type CallOutcome } from './checkout-call';

/** The gift checkout's recap: an activity voucher, a gift card or a box, priced by the server (checked without zod: `isGiftCart`). */
export const fetchGiftCart = (request: GiftCartRequest): Promise<CallOutcome<GiftCart>> =>
  call(
    GIFT_CHECKOUT_API.cart,
    post(request),
    guardedBy(isGiftCart, 'gift cart'),
  );
