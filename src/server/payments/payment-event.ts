import { z } from 'zod';
import { HOSTED_PAYMENT_METHOD_TYPES, type HostedPaymentMethodType } from '@/contracts/checkout';
import type { PaymentEvent } from './payment-provider';

/** The provider's event as it sends it (docs/payments.md); only the fields the site acts on are read. */
const eventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.string().max(100),
  data: z.object({
    object: z.object({
      id: z.string().min(1).max(200),
      reference: z.string().max(100).nullable().optional(),
      amount_total: z.number().int().min(0),
      currency: z.string().max(10),
      payment_status: z.string().max(50),
      /**
       * Stripe's shape: `type` is the method (`card`), and a card paid through a wallet names it in `card.wallet.type`
       * (`apple_pay`, `google_pay`). Absent or unknown: the event is still applied, the method is not known.
       */
      payment_method_details: z
        .object({ type: z.string().max(50), card: z.object({ wallet: z.object({ type: z.string().max(50) }).nullable().optional() }).nullable().optional() })
        .nullable()
        .optional()
        .catch(null),
    }),
  }),
});

const isHostedType = (value: string | undefined): value is HostedPaymentMethodType => (HOSTED_PAYMENT_METHOD_TYPES as readonly (string | undefined)[]).includes(value);

/** The method the buyer used on the hosted page: the card's wallet when there is one, else the method's type. */
export function methodTypeOf(details: { type: string; card?: { wallet?: { type: string } | null } | null } | null | undefined): HostedPaymentMethodType | null {
  if (!details) return null;
  const wallet = details.card?.wallet?.type;
  if (details.type === 'card' && wallet !== undefined) return isHostedType(wallet) && wallet !== 'card' ? wallet : null;
  return isHostedType(details.type) ? details.type : null;
}

const TYPES = ['checkout.session.completed', 'checkout.session.expired'] as const;

/** A verified body → the event, or null for a body the site cannot read; `other` for an event type it does not act on. */
export function readPaymentEvent(body: string): PaymentEvent | 'other' | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) return null;
  const { id, type, data } = parsed.data;
  if (!(TYPES as readonly string[]).includes(type)) return 'other';
  return {
    id,
    type: type as PaymentEvent['type'],
    sessionId: data.object.id,
    reference: data.object.reference ?? '',
    amount: data.object.amount_total,
    currency: data.object.currency,
    paid: data.object.payment_status === 'paid',
    methodType: methodTypeOf(data.object.payment_method_details),
  };
}
