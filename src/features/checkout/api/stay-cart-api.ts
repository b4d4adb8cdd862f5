import { CHECKOUT_API, isStayCart, type StayCart, type StayCartRequest } from '@/contracts/checkout';
import { call, post, type CallOutcome } from './checkout-call';

/** The stay checkout's recap, priced by the server (checked without zod: `isStayCart`, so the page's first load has none). */
export const fetchStayCart = (request: StayCartRequest): Promise<CallOutcome<StayCart>> =>
  call(
    CHECKOUT_API.stayCart,
    post(request),
    Promise.resolve((b: unknown) => {
      if (!isStayCart(b)) throw new Error('unexpected stay cart');
      return b;
    }),
  );
