import { ACTIVITY_PAX } from '@/contracts/activity-only-detail';
import { GIFT_CARD_AMOUNTS, GIFT_CARD_DESIGNS, type GiftCardDesign } from '@/contracts/gift-card';
import { giftFieldError, type GiftCustomisation } from '@/contracts/gift-customisation';
import { ACTIVITY_PEOPLE_HASH, OWN_USE } from '@/shared/routes';

/**
 * What the gift checkout's address hands over (§4): an activity by the hash's `id` and `a` (people, 1 to 2, default
 * 2) with `?customType=OWN_USE` for oneself, or a gift card by `?productType=GIFTCARD&amount=…&design=…` (amount in
 * cents, one the site sells). Null when it names nothing the checkout can sell. Prices never come from the address:
 * the server prices what this names.
 */
export type GiftHandoff =
  | { productType: 'DIGITAL_ACTIVITY_ONLY'; id: number; adults: number; ownUse: boolean }
  | { productType: 'GIFTCARD'; amount: number; design: GiftCardDesign };

export type GiftQuery = { productType?: string; amount?: string; design?: string; customType?: string };

const ID = /^[1-9]\d{0,9}$/;

export function giftHandoffOf(query: GiftQuery, hash: string): GiftHandoff | null {
  if (query.productType === 'GIFTCARD') {
    const amount = Number(query.amount);
    const design = query.design as GiftCardDesign;
    if (!(GIFT_CARD_AMOUNTS as readonly number[]).includes(amount) || !GIFT_CARD_DESIGNS.includes(design)) return null;
    return { productType: 'GIFTCARD', amount, design };
  }
  if (query.productType && query.productType !== 'DIGITAL_ACTIVITY_ONLY') return null;
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const id = params.get('id') ?? '';
  if (!ID.test(id) || Number(id) > 2 ** 31 - 1) return null;
  const people = Number(params.get(ACTIVITY_PEOPLE_HASH));
  const adults = Number.isInteger(people) && people >= ACTIVITY_PAX.min && people <= ACTIVITY_PAX.max ? people : ACTIVITY_PAX.default;
  return { productType: 'DIGITAL_ACTIVITY_ONLY', id: Number(id), adults, ownUse: query.customType === OWN_USE };
}

/** The stored gift texts the server will accept: a field breaking the gift form's rules (§5) is left out. */
export const acceptedCustomisation = (texts: GiftCustomisation): GiftCustomisation => ({
  fromName: giftFieldError('fromName', texts.fromName.trim()) ? '' : texts.fromName.trim(),
  message: giftFieldError('message', texts.message) ? '' : texts.message,
});

/** One idempotency scope per gift and tab: a reload or a double click re-sends the same key. */
export const giftScope = (handoff: GiftHandoff): string =>
  handoff.productType === 'GIFTCARD' ? `gift:card:${handoff.amount}:${handoff.design}` : `gift:activity:${handoff.id}:${handoff.adults}:${handoff.ownUse ? 'own' : 'gift'}`;
