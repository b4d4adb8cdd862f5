/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { OrderView } from '@/contracts/checkout';
import { serverIntl } from '@/lib/intl/server-intl';
import { renderGiftCardPdf } from '../gift-card-pdf';
import { giftCardHtml, hasPrintableCard, printableCard } from '../gift-card-print';

const order = (over: Partial<OrderView> = {}): OrderView =>
  ({
    bookingNumber: '12345678',
    status: 'confirmed',
    locale: 'it_IT',
    label: 'Escapade romantique',
    lines: [{ kind: 'box', label: 'Escapade romantique', quantity: 1, unitAmount: 12990, amount: 12990 }],
    total: 12990,
    currency: 'EUR',
    productType: 'BOX',
    gift: { ownUse: false, design: null, customisation: { fromName: 'Zoé', message: 'Buon compleanno' }, delivery: 'email', validityMonths: 18, vouchers: [] },
    ...over,
  }) as OrderView;

describe('the printable gift card', () => {
  it.each([
    ['BOX', false, true],
    ['GIFTCARD', false, true],
    ['DIGITAL_ACTIVITY_ONLY', false, false],
    ['GIFTCARD', true, false],
    ['SINGLEVOUCHER', false, true],
    ['SINGLEVOUCHER', true, false],
    ['STAY', false, false],
  ] as const)('%s (own use %s) has a printable card: %s', (productType, ownUse, expected) => {
    const base = order({ productType });
    expect(hasPrintableCard({ ...base, gift: { ...base.gift!, ownUse } })).toBe(expected);
  });

  it("draws a box voucher in the box design with the box's title, the code and its last day in the order's language", async () => {
    const { intl } = await serverIntl('it-IT');
    const card = printableCard(intl, order(), { code: 'K7QM-3XHD-RW9P-TB2C', value: 12990, validUntil: '2028-05-31' });
    expect(card).toMatchObject({ design: 'celebration', label: 'Cofanetto regalo', gift: 'Escapade romantique', code: 'K7QM-3XHD-RW9P-TB2C', message: 'Buon compleanno' });
    expect(card.validUntil).toContain('31 maggio 2028');
    expect(card.from).toContain('Zoé');
  });

  it("draws a stay voucher in the box design with its stay line, 'Gift stay' and how to book it, in the order's language", async () => {
    const { intl } = await serverIntl('es-ES');
    const stay = order({
      locale: 'es_ES',
      productType: 'SINGLEVOUCHER',
      label: 'Noche en Cadaqués',
      lines: [{ kind: 'stay', label: 'Noche en Cadaqués: 2 noches para 2 personas', quantity: 1, unitAmount: 23000, amount: 23000 }],
      gift: { ownUse: false, design: null, customisation: { fromName: 'Lucía', message: 'Feliz aniversario' }, delivery: 'email', validityMonths: 12, vouchers: [] },
    });
    const card = printableCard(intl, stay, { code: 'K7QM-3XHD-RW9P-TB2C', value: 23000, validUntil: '2027-11-30' });
    expect(card).toMatchObject({ design: 'celebration', label: 'Escapada regalo', gift: 'Noche en Cadaqués: 2 noches para 2 personas', message: 'Feliz aniversario' });
    expect(card.from).toContain('Lucía');
    expect(card.howTo).toContain('reserva en Escapade esta escapada para 2');
    expect(card.validUntil).toContain('30 de noviembre de 2027');
  });

  it("draws a gift card in its design with its amount, and no sender line without a name", async () => {
    const { intl } = await serverIntl('fr-FR');
    const card = printableCard(intl, order({ locale: 'fr_FR', productType: 'GIFTCARD', lines: [], gift: { ownUse: false, design: 'thanks', customisation: { fromName: ' ', message: '' }, delivery: 'email', validityMonths: 12, vouchers: [] } }), { code: 'K7QM-3XHD-RW9P-TB2C', value: 7500, validUntil: '2027-11-30' });
    expect(card).toMatchObject({ design: 'thanks', colours: { to: '#2d6a4f' }, from: null, message: null });
    expect(card.gift.replace(/\s/g, ' ')).toBe('75 €');
  });

  it('escapes the buyer\'s texts in the e-mail HTML', async () => {
    const { intl } = await serverIntl('fr-FR');
    const html = giftCardHtml(printableCard(intl, order({ gift: { ownUse: false, design: null, customisation: { fromName: 'Zoé', message: '<script>alert(1)</script>' }, delivery: 'email', validityMonths: 18, vouchers: [] } }), { code: 'K7QM-3XHD-RW9P-TB2C', value: 12990, validUntil: '2028-05-31' }));
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('K7QM-3XHD-RW9P-TB2C');
  });

  it('writes the card as a one-page PDF with the code, what it gives and the texts', async () => {
    const { intl } = await serverIntl('fr-FR');
    const pdf = await renderGiftCardPdf(printableCard(intl, order({ locale: 'fr_FR' }), { code: 'K7QM-3XHD-RW9P-TB2C', value: 12990, validUntil: '2028-05-31' }), { compress: false });
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toMatch(/\/Count 1\b/);
    // PDFKit writes each run of text as a hex string of its glyphs (kerned runs split words).
    const runs = [...text.matchAll(/<([0-9a-f]+)>/g)].map((m) => Buffer.from(m[1], 'hex').toString('latin1')).join('');
    expect(runs).toContain('K7QM-3XHD-RW9P-TB2C');
    expect(runs).toContain('Buon compleanno');
  });
});
