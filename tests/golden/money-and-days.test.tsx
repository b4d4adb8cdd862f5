/** @jest-environment node */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { Money } from '@/components/ui/money';
import { searchCriteriaSchema } from '@/contracts/search-criteria.schema';
import { placedOrder } from '@/features/checkout/components/__fixtures__/cart-fixture';
import { cancellationRefund as shownRefund } from '@/features/product/model/cancellation';
import { PriceBlock } from '@/features/product/components/price-block';
import { serverIntl } from '@/lib/intl/server-intl';
import { LOCALES, toCatalogLocale, type Locale } from '@/lib/locales';
import { searchFacets } from '@/server/catalog/offers/facets.service';
import { cancellationRefund } from '@/server/orders/cancellation-refund';
import { insuranceAmountOf } from '@/server/orders/cart-rules';
import { bookingMailParts } from '@/server/orders/confirmation-mail';
import { giveBack, shareTotal, type VoucherState } from '@/server/orders/gift-code-rules';
import { giftOrderMail } from '@/server/orders/gift-mail';
import { printableCard } from '@/server/orders/gift-card-print';
import { buildGiftCart } from '@/server/orders/gift-cart.service';
import { placeGiftOrder } from '@/server/orders/gift-order.service';
import { renderInvoice } from '@/server/orders/invoice-pdf';
import { modificationMail } from '@/server/orders/modification-mail';
import { settleDifference } from '@/server/orders/modification-rules';
import { cancelOrder, readOrder } from '@/server/orders/order-access.service';
import { placeOrder } from '@/server/orders/place-order.service';
import { buildStayCart } from '@/server/orders/stay-cart.service';
import { feeOf, instalmentSchedule } from '@/server/instalments/instalment-schedule';
import { instalmentEligibility } from '@/server/instalments/instalment-eligibility';
import { hostedPage } from '@/server/payments/sandbox/hosted-page';
import type { SandboxSession } from '@/server/payments/sandbox/payment-sandbox';
import { issueVoucher } from '@/server/redemption/issue-voucher';
import { createTestDb, type SeededTestDb } from '@/testing/test-db';
import frFR from '../../locales/fr_FR.json';
import esES from '../../locales/es_ES.json';
import frBE from '../../locales/fr_BE.json';
import nlBE from '../../locales/nl_BE.json';
import nlNL from '../../locales/nl_NL.json';
import itIT from '../../locales/it_IT.json';
import { BUYER, findBookableStay, stayCriteria } from '../api/orders.helpers';

/**
 * The golden record of money and days (issue 33, point 7): for a fixed set of inputs and a fixed clock, the totals,
 * refunds, supplements, instalment schedules and formatted prices that pages, e-mails, PDFs, facets and the payment
 * provider's page show, in the six locales. `GOLDEN_UPDATE=1 npx jest tests/golden` writes the record; otherwise the
 * record is compared byte for byte: a refactoring of money or days must leave it as it is.
 */
const RECORD = join(__dirname, 'money-and-days.golden.json');
const TODAY = '2026-12-01';
const NOW = new Date(`${TODAY}T10:00:00Z`);
const AMOUNTS = [0, 1, 5, 99, 100, 1_000, 4_950, 12_345, 25_900, 100_000, 123_456, 9_999_999];
const CATALOGS: Record<string, Record<string, string>> = { fr_FR: frFR, es_ES: esES, fr_BE: frBE, nl_BE: nlBE, nl_NL: nlNL, it_IT: itIT };

/** The text a page shows for `ui` in `locale` (tags dropped, nothing else). */
const pageText = (locale: Locale, ui: ReactElement): string =>
  renderToStaticMarkup(createElement(IntlProvider, { locale, messages: CATALOGS[toCatalogLocale(locale)], onError: () => undefined }, ui))
    .replace(/<[^>]*>/g, '|')
    .replace(/\|+/g, '|')
    .replace(/^\||\|$/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'");

/** The text runs of an uncompressed PDFKit file, one per TJ operator (hex strings decoded, WinAnsi 0x80 the euro). */
const pdfRuns = (pdf: Buffer): string[] =>
  [...pdf.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)].map(([, run]) =>
    [...run.matchAll(/<([0-9a-f]+)>/g)].map(([, hex]) => Buffer.from(hex, 'hex').toString('latin1').replace(/\x80/g, '€')).join(''),
  );

/** Voucher codes are random: the record keeps what they paid, not their serial numbers. */
const unnamed = <T extends { serialNumber: string }>(codes: readonly T[] | undefined) => codes?.map((code) => Object.fromEntries(Object.entries(code).filter(([key]) => key !== 'serialNumber')));

/** What a text says about money: its parts with a euro sign. */
const euroParts = (text: string): string[] => text.split(/\n|\|| {2,}/).filter((part) => part.includes('€'));

const price = (sellPrice: number, nights: number, refPrice: number | null) => ({
  sellPrice,
  refPrice,
  promoPercentageRounded: refPrice ? Math.ceil(100 - (100 * sellPrice) / refPrice) : 0,
  moneySaved: refPrice ? refPrice - sellPrice : 0,
  priceType: 'final' as const,
  nbRooms: 1,
  nights,
  pricePerNight: Math.ceil(sellPrice / nights),
  currency: 'EUR' as const,
});
const LOCAL_TAX = { type: 'PER_PERSON_PER_NIGHT', amount: 1.1, percentage: null, currency: 'EUR', toBePaidAtHotel: true, totalAmount: 4.4 } as const;

function pureRules() {
  const policies = [
    { cancellable: true, cancellationDeadline: '2026-12-01' },
    { cancellable: true, cancellationDeadline: '2026-11-30' },
    { cancellable: false, cancellationDeadline: null },
    { cancellable: true, cancellationDeadline: null },
  ];
  const nightSets = [[12_345], [9_999, 10_001, 333], [1, 2, 3], [15_990, 15_990]];
  const clocks = ['2026-12-01T10:00:00Z', '2026-12-01T22:59:00Z', '2026-12-01T23:30:00Z', '2026-11-30T23:30:00Z'];
  const refunds = policies.flatMap((policy) =>
    nightSets.flatMap((nights) =>
      clocks.map((at) => ({
        policy,
        nights,
        at,
        server: Object.fromEntries(LOCALES.map((l) => [l, cancellationRefund(policy, nights, toCatalogLocale(l), new Date(at))])),
        page: shownRefund({ policy, nightPrices: nights.map((n) => n / 100), now: new Date(at) }),
      })),
    ),
  );
  const orders = [
    { status: 'confirmed', paymentMethod: 'hotel', paidNow: 0, payAtHotel: 30_000 },
    { status: 'confirmed', paymentMethod: 'card', paidNow: 30_000, payAtHotel: 0 },
    { status: 'confirmed', paymentMethod: 'bankTransfer', paidNow: 30_000, payAtHotel: 0, refunded: 5_000 },
    { status: 'pending_payment', paymentMethod: 'bankTransfer', paidNow: 30_000, payAtHotel: 0 },
    { status: 'confirmed', paymentMethod: 'hotel', paidNow: 0, payAtHotel: 6_000, giftCodeAmount: 24_000 },
    { status: 'confirmed', paymentMethod: 'giftCode', paidNow: 0, payAtHotel: 0, giftCodeAmount: 40_000 },
    { status: 'confirmed', paymentMethod: 'card', paidNow: 10_000, payAtHotel: 0, giftCodeAmount: 20_000 },
  ] as const;
  const supplements = orders.flatMap((order) => [30_000, 12_345, 29_999, 45_678, 0].map((newTotal) => ({ order, previousTotal: 30_000, newTotal, settled: settleDifference(order, 30_000, newTotal) })));
  const instalments = [30_000, 12_345, 100_001, 99_999_99].flatMap((amount) =>
    [3, 4].flatMap((payments) =>
      [0.0225, 0.0353].flatMap((rate) =>
        ['2026-01-31', '2026-12-01', '2028-02-29'].map((firstDay) => ({ amount, payments, rate, firstDay, fee: feeOf(amount, rate), schedule: instalmentSchedule(amount, payments, feeOf(amount, rate), firstDay) })),
      ),
    ),
  );
  const eligibility = LOCALES.flatMap((l) =>
    [
      { amount: 30_000, checkinDate: '2027-02-15', cancellationPolicyType: 'NON_CANCELLABLE' as const },
      { amount: 30_000, checkinDate: '2027-02-15', cancellationPolicyType: 'CANCELLABLE' as const, cancellableUntil: '2027-02-08' },
      { amount: 12_345, checkinDate: '2026-12-20', cancellationPolicyType: 'CANCELLABLE' as const, cancellableUntil: '2026-12-02' },
      { amount: 450_000, checkinDate: '2027-06-01', cancellationPolicyType: 'NON_CANCELLABLE' as const },
      { amount: 4_999, checkinDate: '2027-01-10', cancellationPolicyType: 'NON_CANCELLABLE' as const },
    ].map((query) => ({ locale: l, query, answer: instalmentEligibility({ ...query, pointOfSale: toCatalogLocale(l) }, NOW) })),
  );
  const voucher = (id: number, kind: VoucherState['kind'], balance: number): VoucherState => ({ id, prefix: `V${id}`, kind, status: 'active', balance, validUntil: '2027-12-31', boxCode: 'BOX1' });
  const giftCodeShares = [
    { total: 30_000, vouchers: [voucher(1, 'GIFTCARD', 5_000)] },
    { total: 30_000, vouchers: [voucher(1, 'GIFTCARD', 5_000), voucher(2, 'BOX', 14_990)] },
    { total: 12_000, vouchers: [voucher(1, 'GIFTCARD', 10_000), voucher(2, 'GIFTCARD', 10_000)] },
    { total: 9_000, vouchers: [voucher(1, 'STAY', 15_000)] },
  ].map(({ total, vouchers }) => {
    const shared = shareTotal(total, vouchers);
    const uses = 'allocations' in shared ? shared.allocations.map((a) => ({ voucherId: a.voucherId, kind: vouchers.find((v) => v.id === a.voucherId)!.kind, amount: a.amount, value: a.balanceBefore })) : [];
    return { total, vouchers, shared, givenBackOnRefund: [0, 2_000, total].map((refund) => ({ refund, ...giveBack(uses, refund) })) };
  });
  const insurance = [1, 99, 12_345, 25_900, 100_001].map((stay) => ({ stay, insurance: insuranceAmountOf(stay) }));
  return { refunds, supplements, instalments, eligibility, giftCodeShares, insurance };
}

async function formats(t: SeededTestDb) {
  const out: Record<string, unknown> = {};
  for (const locale of LOCALES) {
    const catalogLocale = toCatalogLocale(locale);
    const { intl } = await serverIntl(locale);
    const order = placedOrder({
      locale: catalogLocale,
      total: 21_150,
      paidNow: 5_000,
      payAtHotel: 1_160,
      giftCodeAmount: 14_990,
      localTaxAtHotel: 495,
      giftcards: [{ serialNumber: 'GC7K', kind: 'BOX', usedAmount: 14_990, balanceAfter: 0 }],
    });
    const cancelled = placedOrder({ locale: catalogLocale, status: 'cancelled', cancellation: { cancelledAt: '2026-11-25T10:00:00Z', refundAmount: 20_720 } });
    const transfer = placedOrder({ locale: catalogLocale, status: 'pending_payment', paymentMethod: 'bankTransfer', paidNow: 25_900, payAtHotel: 0, bankTransfer: { amount: 25_900, reference: 'ESC-01234567', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', holder: 'Escapade', deadline: '2026-11-29' } as never });
    const giftCard = placedOrder({ locale: catalogLocale, productType: 'GIFTCARD', status: 'confirmed', paymentMethod: 'card', gift: { ownUse: false, design: 'love', customisation: { fromName: 'Zoé', message: 'Bravo' }, delivery: 'email', validityMonths: 12, vouchers: [] } as never, lines: [{ kind: 'giftcard', label: 'Gift card', quantity: 1, unitAmount: 12_345, amount: 12_345 }] as never, total: 12_345, paidNow: 12_345, payAtHotel: 0 });
    const facets = await searchFacets(t.db, { criteria: searchCriteriaSchema.parse({ locale: catalogLocale }), withNames: true, propertiesRequested: ['price'] as never }, { now: NOW });
    out[locale] = {
      page: AMOUNTS.map((cents) => ({ cents, component: pageText(locale, createElement(Money, { cents })) })),
      priceBlock: [price(25_900, 2, null), price(12_345, 3, 15_990), price(100_001, 1, 200_000)].map((p) => pageText(locale, createElement(PriceBlock, { price: p, localTaxTotalAmount: 440, localTax: LOCAL_TAX, loading: false }))),
      bookingMail: [order, cancelled, transfer].map((o) => euroParts(Object.values(bookingMailParts(intl, o)).filter((v) => typeof v === 'string' || Array.isArray(v)).flat().join('\n'))),
      modificationMail: [
        { previousTotal: 25_900, settlement: 'atHotel', settledAmount: 4_950 },
        { previousTotal: 30_000, settlement: 'refund', settledAmount: 4_100 },
        { previousTotal: 20_000, settlement: 'giftCodes', settledAmount: 1_150 },
        { previousTotal: 21_150, settlement: 'none', settledAmount: 0 },
      ].map((change) => euroParts(modificationMail(intl, order, 1, change as never).text)),
      giftMail: euroParts(giftOrderMail(intl, giftCard, 1, [{ code: 'ABCD-EFGH-IJKL', value: 12_345, validUntil: '2027-12-01' }]).text),
      giftCardPrint: AMOUNTS.map((value) => printableCard(intl, giftCard, { code: 'ABCD', value, validUntil: '2027-12-01' }).gift),
      invoice: await Promise.all([order, cancelled, transfer].map(async (o) => pdfRuns(await renderInvoice(intl, o, 'https://escapade.example', NOW, { compress: false })).filter((run) => run.includes('€')))),
      facets: facets.properties[0].values.map((v) => v.label),
    };
  }
  return out;
}

function paymentPage() {
  return AMOUNTS.map((amount) => {
    const session = { id: 'cs_1', amount, currency: 'EUR', reference: 'R1', customerEmail: 'a@b.c', successUrl: 'http://x/s', cancelUrl: 'http://x/c', expiresAt: 0, locale: 'fr', status: 'open', paymentMethodTypes: ['card'], paidWith: null, last4: null, challenge: null } as SandboxSession;
    return { amount, page: [...hostedPage({ kind: 'form', session }).matchAll(/Pay [^<]*/g)].map(([m]) => m) };
  });
}

async function orders(t: SeededTestDb) {
  const stay = await findBookableStay(t.db, TODAY);
  const stayRequest = { ...stayCriteria(stay), locale: 'fr_FR' as const };
  const cart = await buildStayCart(t.db, { ...stayRequest, insurance: true } as never, NOW, false);
  const base = { ...stayRequest, buyer: BUYER, travellers: [{ firstName: 'Élodie', lastName: "D'Arcy-Martin" }, { firstName: 'Jean', lastName: 'Martin' }] };
  const amountsOf = (o: Record<string, unknown>) => Object.fromEntries(['total', 'paidNow', 'payAtHotel', 'giftCodeAmount', 'localTaxAtHotel', 'refundIfCancelledNow', 'lines', 'giftcards'].map((k) => [k, k === 'giftcards' ? unnamed(o[k] as never) : o[k]]));
  const stayOrder = await placeOrder(t.db, { ...base, paymentMethod: 'bankTransfer', insurance: true, shownTotal: cart.total, idempotencyKey: 'golden-stay' } as never, NOW, null);
  const cancelled = await cancelOrder(t.db, stayOrder.bookingNumber, { accessKey: stayOrder.accessKey } as never, NOW, null);

  const card = await issueVoucher(t.db, { kind: 'GIFTCARD', value: 5_000 }, { now: NOW });
  const codeCart = await buildStayCart(t.db, { ...stayRequest, giftCodes: [card.code] } as never, NOW, false);
  const withCode = await placeOrder(t.db, { ...base, paymentMethod: 'hotel', insurance: false, giftCodes: [card.code], shownTotal: codeCart.total, shownRemaining: codeCart.remainingAmountToPay, idempotencyKey: 'golden-code' } as never, NOW, null);
  const withCodeView = await readOrder(t.db, withCode.bookingNumber, { accessKey: withCode.accessKey }, NOW);

  const box = await t.db.selectFrom('gift_box').select(['code']).where('published', '=', 1).where('format', '=', 'physical').orderBy('code').executeTakeFirstOrThrow();
  const sleeve = await t.db.selectFrom('gift_sub_element as e').innerJoin('gift_sub_element_category as c', 'c.id', 'e.category_id').select(['e.id']).where('c.single_selection', '=', 1).orderBy('e.id').executeTakeFirstOrThrow();
  const boxRequest = { productType: 'BOX', locale: 'fr_FR', code: box.code, giftFormat: 'physical', extras: [sleeve.id] };
  const boxCart = await buildGiftCart(t.db, boxRequest as never, NOW, false);
  const boxOrder = await placeGiftOrder(t.db, { ...boxRequest, buyer: BUYER, paymentMethod: 'bankTransfer', shownTotal: boxCart.total, idempotencyKey: 'golden-box' } as never, NOW, null);

  const payer = await issueVoucher(t.db, { kind: 'GIFTCARD', value: 3_000 }, { now: NOW });
  const giftCardRequest = { productType: 'GIFTCARD', locale: 'nl_BE', amount: 10_000, design: 'love', fromName: 'Zoé', message: '' };
  const giftCardCart = await buildGiftCart(t.db, { ...giftCardRequest, giftCodes: [payer.code] } as never, NOW, false);
  const giftCardOrder = await placeGiftOrder(t.db, { ...giftCardRequest, giftCodes: [payer.code], buyer: BUYER, paymentMethod: 'bankTransfer', shownTotal: giftCardCart.total, shownRemaining: giftCardCart.remainingAmountToPay, idempotencyKey: 'golden-card' } as never, NOW, null);

  return {
    stay: { nights: stay.nights, cart: { stayPrice: cart.stayPrice, insuranceAmount: cart.insuranceAmount, total: cart.total, lines: cart.lines, paymentMethods: cart.paymentMethods }, order: amountsOf(stayOrder as never), cancellation: { refundAmount: (cancelled as { refundAmount?: number }).refundAmount } },
    stayWithGiftCard: { cart: { total: codeCart.total, giftcards: unnamed(codeCart.giftcards), remaining: codeCart.remainingAmountToPay }, order: amountsOf(withCode as never), view: amountsOf(withCodeView as never) },
    giftBox: { cart: { total: boxCart.total, lines: boxCart.lines }, order: amountsOf(boxOrder as never) },
    giftCardWithGiftCard: { cart: { total: giftCardCart.total, giftcards: unnamed(giftCardCart.giftcards), remaining: giftCardCart.remainingAmountToPay }, order: amountsOf(giftCardOrder as never) },
  };
}

describe('golden record of money and days', () => {
  let t: SeededTestDb;
  beforeAll(async () => {
    t = await createTestDb({ databaseUrl: null, today: TODAY });
  }, 300_000);
  afterAll(() => t?.destroy());

  it('shows the same totals, refunds, supplements, schedules and prices as recorded', async () => {
    const record = { today: TODAY, now: NOW.toISOString(), rules: pureRules(), orders: await orders(t), formats: await formats(t), paymentPage: paymentPage() };
    const text = `${JSON.stringify(record, null, 1)}\n`;
    if (process.env.GOLDEN_UPDATE === '1') writeFileSync(RECORD, text);
    expect(text).toBe(readFileSync(RECORD, 'utf8'));
  }, 120_000);
});
