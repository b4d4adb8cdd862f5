/** @jest-environment node */
import { serverIntl } from '@/lib/intl/server-intl';
import { placedOrder } from '@/features/checkout/components/__fixtures__/cart-fixture';
import { renderInvoice } from '../invoice-pdf';

/** The text an uncompressed PDFKit file shows: its hex-encoded strings, decoded (WinAnsi: 0x80 is the euro), joined. */
function textOf(pdf: Buffer): string {
  const parts = [...pdf.toString('latin1').matchAll(/<([0-9a-f]+)>/g)].map(([, hex]) => Buffer.from(hex, 'hex').toString('latin1').replace(/\x80/g, '€'));
  return parts.join('').replace(/\s+/g, ' ');
}

const ISSUED = new Date('2026-11-26T12:00:00Z');

describe('renderInvoice', () => {
  it('writes the invoice in the order language: lines, total, payment, tourist tax apart', async () => {
    const { intl } = await serverIntl('fr-FR');
    const pdf = await renderInvoice(intl, placedOrder({ createdAt: '2026-11-20T09:00:00Z' }), 'https://escapade.example', ISSUED, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = textOf(pdf);
    for (const expected of ['Facture', 'Facture n° 01234567', 'Émise le 26 novembre 2026', 'Marie Dupont', 'Total TTC', '259,00 €', "À régler à l'hôtel : 259,00 €", "Taxe de séjour, à régler à l'hôtel : 4,95 €"]) {
      expect(text).toContain(expected);
    }
  });

  it.each([
    ['google_pay', 'Payé (Google Pay) : 259,00 €'],
    ['apple_pay', 'Payé (Apple Pay) : 259,00 €'],
    ['card', 'Payé (Carte bancaire) : 259,00 €'],
    [null, 'Payé (Carte bancaire) : 259,00 €'],
  ] as const)('names how a card order was paid on the hosted page: %s', async (paidWith, expected) => {
    const { intl } = await serverIntl('fr-FR');
    const order = placedOrder({ status: 'confirmed', paymentMethod: 'card', paidNow: 25_900, payAtHotel: 0, paidWith });
    expect(textOf(await renderInvoice(intl, order, 'https://escapade.example', ISSUED, { compress: false }))).toContain(expected);
  });

  it("shows a gift code's share of a stay it paid in part, then what is left to pay at the hotel", async () => {
    const { intl } = await serverIntl('fr-FR');
    const order = placedOrder({ total: 21_100, payAtHotel: 5_610, giftCodeAmount: 15_490, giftcards: [{ serialNumber: 'GC7K', kind: 'BOX', usedAmount: 15_490, balanceAfter: 0 }] });
    const text = textOf(await renderInvoice(intl, order, 'https://escapade.example', ISSUED, { compress: false }));
    expect(text).toContain('Total TTC');
    expect(text).toMatch(/Payé avec le code GC7K. : 154,90 €/);
    expect(text).toContain("À régler à l'hôtel : 56,10 €");
  });

  it('writes the automatic discount under the stay it was taken off, then the total paid', async () => {
    const { intl } = await serverIntl('fr-FR');
    const order = placedOrder({ total: 23_310, payAtHotel: 23_310, autoDiscount: { code: 'EXTRA10', percent: 10, amount: 2_590 } });
    const text = textOf(await renderInvoice(intl, order, 'https://escapade.example', ISSUED, { compress: false }));
    expect(text).toMatch(/259,00 €.*Remise automatique EXTRA10 -10 %1-25,90 €-25,90 €.*Total TTC233,10 €/);
    expect(text).toContain("À régler à l'hôtel : 233,10 €");
  });

  it('says a cancelled booking and its refund, in Dutch for a Dutch order', async () => {
    const { intl } = await serverIntl('nl-NL');
    const order = placedOrder({ locale: 'nl_NL', status: 'cancelled', cancellation: { cancelledAt: '2026-11-25T10:00:00Z', refundAmount: 20_720 } });
    const text = textOf(await renderInvoice(intl, order, 'https://escapade.example', ISSUED, { compress: false }));
    expect(text).toContain('Factuur');
    expect(text).toContain('Boeking geannuleerd op 25 november 2026. Terugbetaling: € 207,20.');
  });
});
