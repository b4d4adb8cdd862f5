import { ACTIVITY_PAX } from '@/contracts/activity-only-detail';
import { formatOfCode, GIFT_FORMATS, type GiftFormat } from '@/contracts/gift-boxes';
import { GIFT_CARD_AMOUNTS, GIFT_CARD_DESIGNS, type GiftCardDesign } from '@/contracts/gift-card';
import { DEFAULT_BUCKET, isBucket, type Bucket, type UpsellValue } from '@/contracts/gift-stay';
import { ACTIVITY_PEOPLE_HASH, OWN_USE } from '@/shared/routes';

/**
 * What the gift checkout's address hands over (§4): an activity by the hash's `id` and `a` (people, 1 to 2, default
 * 2) with `?customType=OWN_USE` for oneself, or a gift card by `?productType=GIFTCARD&amount=…&design=…` (amount in
 * cents, one the site sells). Null when it names nothing the checkout can sell. Prices never come from the address:
 * the server prices what this names.
 */
export type GiftHandoff =
  | { productType: 'DIGITAL_ACTIVITY_ONLY'; id: number; adults: number; ownUse: boolean }
  | { productType: 'GIFTCARD'; amount: number; design: GiftCardDesign }
  | { productType: 'BOX'; code: string; giftFormat: GiftFormat; extras: number[] }
  | { productType: 'SINGLEVOUCHER'; id: number; nights: number; bucket: Bucket; upsell: UpsellValue; giftFormat: GiftFormat; extras: number[] };

export type GiftQuery = { productType?: string; amount?: string; design?: string; customType?: string; code?: string; giftFormat?: string };

const BOX_CODE = /^[A-Z0-9]{2,30}-(EBOX|PBOX)$/;
const EXTRA_ID = /^[1-9]\d{0,9}$/;

/**
 * The box checkout's hand-off (§4): `?code=…&giftFormat=…`, the format the code's suffix names; a physical box's
 * extras in the hash by category (`#sleeves=201&cards=101,102`; the free 'default' sleeve is no extra). Null when
 * the code or the format is not a box's.
 */
export function boxHandoffOf(query: GiftQuery, hash: string): GiftHandoff | null {
  const code = (query.code ?? '').toUpperCase();
  if (!BOX_CODE.test(code) || !GIFT_FORMATS.includes(query.giftFormat as GiftFormat) || formatOfCode(code) !== query.giftFormat) return null;
  const giftFormat = query.giftFormat as GiftFormat;
  const ids = [...new URLSearchParams(hash.replace(/^#/, '')).values()].flatMap((v) => v.split(',')).filter((v) => EXTRA_ID.test(v)).map(Number);
  return { productType: 'BOX', code, giftFormat, extras: giftFormat === 'physical' ? [...new Set(ids)].slice(0, 20) : [] };
}

const ID = /^[1-9]\d{0,9}$/;

/** The stay hand-off's own hash keys; any other key names extras by category (`sleeves=201`), as a box's hash does. */
const STAY_KEYS = new Set(['id', 'giftNights', 'bucket', 'upsell', 'giftFormat']);

/**
 * A stay offered from the product page's gifting (§4): `?productType=SINGLEVOUCHER#id=…&giftNights=…` with the rate
 * tier (`bucket` 1 to 3, Essential by default), `upsell=availability` and the format (§2.1 `giftFormat`, digital by
 * default; a physical card's extras by category). Null without an id or gift nights (1 to 14).
 */
function stayVoucherHandoffOf(hash: string): GiftHandoff | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const id = params.get('id') ?? '';
  const nights = Number(params.get('giftNights'));
  if (!ID.test(id) || Number(id) > 2 ** 31 - 1 || !Number.isInteger(nights) || nights < 1 || nights > 14) return null;
  const bucket = Number(params.get('bucket'));
  const giftFormat: GiftFormat = params.get('giftFormat') === 'physical' ? 'physical' : 'digital';
  const ids = [...params.entries()].filter(([key]) => !STAY_KEYS.has(key)).flatMap(([, v]) => v.split(',')).filter((v) => EXTRA_ID.test(v)).map(Number);
  return {
    productType: 'SINGLEVOUCHER',
    id: Number(id),
    nights,
    bucket: isBucket(bucket) ? bucket : DEFAULT_BUCKET,
    upsell: params.get('upsell') === 'availability' ? 'availability' : 'none',
    giftFormat,
    extras: giftFormat === 'physical' ? [...new Set(ids)].slice(0, 20) : [],
  };
}

export function giftHandoffOf(query: GiftQuery, hash: string): GiftHandoff | null {
  if (query.productType === 'SINGLEVOUCHER') return stayVoucherHandoffOf(hash);
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

/** The stored gift texts the server will accept: the one rule of the gift form's contract. */
export { acceptedCustomisation } from '@/contracts/gift-customisation';

/** One idempotency scope per gift and tab: a reload or a double click re-sends the same key. */
export function giftScope(handoff: GiftHandoff): string {
  if (handoff.productType === 'GIFTCARD') return `gift:card:${handoff.amount}:${handoff.design}`;
  if (handoff.productType === 'SINGLEVOUCHER') return `gift:stay:${handoff.id}:${handoff.nights}:${handoff.bucket}:${handoff.upsell}:${handoff.giftFormat}:${handoff.extras.join(',')}`;
  if (handoff.productType === 'BOX') return `gift:box:${handoff.code}:${handoff.extras.join(',')}`;
  return `gift:activity:${handoff.id}:${handoff.adults}:${handoff.ownUse ? 'own' : 'gift'}`;
}
