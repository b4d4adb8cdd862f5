import { CHECKOUT_API, isStayCart, type StayCart, type StayCartRequest } from '@/contracts/checkout';
import { call, guardedBy, post, type CallOutcome } from './checkout-call';

/** The stay checkout's recap, priced by the server (checked without zod: `isStayCart`, so the page's first load has none). */
export const fetchStayCart = (request: StayCartRequest): Promise<CallOutcome<StayCart>> =>
  call(
    CHECKOUT_API.stayCart,
    post(request),
    guardedBy(isStayCart, 'stay cart'),
  );
