import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CatalogLocaleCode } from '@/contracts/common';
import type { Database } from '@/server/db/database';
import { newAccessSalt, randomBookingNumber, sha256 } from '@/server/orders/order-keys';
import { newVoucherCode, voucherHash, voucherPrefix, voucherValidUntil } from '@/server/orders/voucher-rules';
import { writeTransaction } from '@/server/db/write-transaction';
import { findBoxValue } from '@/server/catalog/gift-boxes/gift-boxes.repository';
import { insertOrder, insertVoucher } from '@/server/orders/orders.repository';

export type VoucherToIssue =
  | { kind: 'BOX'; boxCode: string }
  | { kind: 'STAY'; value: number; nights: number }
  | { kind: 'GIFTCARD'; value: number };

export type IssuedVoucher = { code: string; bookingNumber: string; value: number; validUntil: string };

/**
 * Issues a voucher outside the checkout (`npm run vouchers:issue`, the seed of docs/redemption.md, tests): a paid
 * gift order recorded for it (buyer Escapade, 'issued'), and the voucher with a random code, returned once (the
 * database keeps its hash). A box voucher is worth the box and opens its stays; a stay voucher its value for its
 * nights; a gift card its amount. `validUntil` may be forced (an expired code for tests), else the §1 validity.
 */
export async function issueVoucher(db: Kysely<Database>, what: VoucherToIssue, { locale = 'fr_FR', now = new Date(), validUntil }: { locale?: CatalogLocaleCode; now?: Date; validUntil?: string } = {}): Promise<IssuedVoucher> {
  const box = what.kind === 'BOX' ? await findBoxValue(db, what.boxCode) : undefined;
  if (what.kind === 'BOX' && !box) throw new Error(`No box ${what.boxCode}`);
  const value = box ? box.value : what.kind === 'BOX' ? 0 : what.value;
  const code = newVoucherCode();
  const until = validUntil ?? voucherValidUntil(what.kind, now, locale);
  const at = now.toISOString();
  const bookingNumber = randomBookingNumber();
  await writeTransaction(db, async (trx) => {
    const id = await insertOrder(
      trx,
      {
        booking_number: bookingNumber,
        status: 'confirmed',
        locale,
        product_type: what.kind === 'BOX' ? 'BOX' : 'GIFTCARD',
        offer_id: null,
        hotel_id: null,
        label: what.kind === 'BOX' ? what.boxCode : what.kind === 'STAY' ? 'Stay voucher (issued)' : 'Gift card (issued)',
        checkin: null,
        nights: null,
        adults: 0,
        children: 0,
        babies: 0,
        activity_dates: '[]',
        buyer_civility: null,
        buyer_first_name: 'Escapade',
        buyer_last_name: 'Issued',
        buyer_email: 'vouchers@escapade.invalid',
        buyer_phone: '0000000000',
        buyer_address: '-',
        buyer_postal_code: '-',
        buyer_city: '-',
        buyer_country: 'FR',
        stay_amount: value,
        insurance_amount: 0,
        total_amount: value,
        paid_now_amount: value,
        pay_at_hotel_amount: 0,
        local_tax_at_hotel: 0,
        payment_method: 'bankTransfer',
        bank_reference: null,
        cancellable: 0,
        cancellation_deadline: null,
        cancellation_message: '',
        access_key_hash: sha256(randomUUID()),
        access_salt: newAccessSalt(),
        idempotency_key_hash: sha256(randomUUID()),
        request_hash: sha256(randomUUID()),
        created_at: at,
        paid_at: at,
        cancelled_at: null,
        refund_amount: null,
        gift_box_code: box ? box.code : null,
      },
      [],
      [],
      [],
    );
    await insertVoucher(trx, {
      code_hash: voucherHash(code),
      code_prefix: voucherPrefix(code),
      product_type: what.kind,
      value_amount: value,
      balance_amount: value,
      valid_until: until,
      status: 'active',
      order_id: id,
      created_at: at,
      redeemed_at: null,
      box_code: box ? box.code : null,
      nights: box ? box.nights : what.kind === 'STAY' ? what.nights : null,
    });
  });
  return { code, bookingNumber, value, validUntil: until };
}
