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
    ['DIGITAL_ACTIVITY_ONLY', false, true],
    ['DIGITAL_ACTIVITY_ONLY', true, false],
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

  it.each([
    ['fr-FR', 'fr_FR', 2, 'Activité cadeau', 'Pour 2 personnes', '30 novembre 2027', "réservez votre créneau auprès du centre de l'activité"],
    ['es-ES', 'es_ES', 1, 'Actividad regalo', 'Para 1 persona', '30 de noviembre de 2027', 'reserva tu hora con el centro de la actividad'],
    ['it-IT', 'it_IT', 2, 'Attività regalo', 'Per 2 persone', '30 novembre 2027', "presso il centro dell'attività"],
    ['nl-NL', 'nl_NL', 1, 'Cadeau-activiteit', 'Voor 1 persoon', '30 november 2027', 'bij het centrum van de activiteit'],
  ] as const)("draws an activity voucher (%s) with the activity's title, its people, the code, its last day and the texts", async (locale, orderLocale, adults, label, people, day, howTo) => {
    const { intl } = await serverIntl(locale);
    const activity = order({
      locale: orderLocale,
      productType: 'DIGITAL_ACTIVITY_ONLY',
      label: 'Baptême en montgolfière',
      criteria: { checkin: '', checkout: '', nights: 0, adults, children: 0, babies: 0, activityDates: [] },
      lines: [{ kind: 'activity', label: 'Baptême en montgolfière', quantity: 1, unitAmount: 19900, amount: 19900 }],
      gift: { ownUse: false, design: null, customisation: { fromName: 'Zoé', message: 'Bon vol !' }, delivery: 'email', validityMonths: 12, vouchers: [] },
    });
    const card = printableCard(intl, activity, { code: 'K7QM-3XHD-RW9P-TB2C', value: 19900, validUntil: '2027-11-30' });
    expect(card).toMatchObject({ design: 'celebration', label, gift: 'Baptême en montgolfière', people, code: 'K7QM-3XHD-RW9P-TB2C', message: 'Bon vol !' });
    expect(card.from).toContain('Zoé');
    expect(card.validUntil).toContain(day);
    expect(card.howTo).toContain(howTo);
  });

  it('leaves out the message and the sender of an activity voucher given without them', async () => {
    const { intl } = await serverIntl('fr-FR');
    const activity = order({
      locale: 'fr_FR',
      productType: 'DIGITAL_ACTIVITY_ONLY',
      criteria: { checkin: '', checkout: '', nights: 0, adults: 2, children: 0, babies: 0, activityDates: [] },
      lines: [{ kind: 'activity', label: 'Dîner croisière', quantity: 1, unitAmount: 9900, amount: 9900 }],
      gift: { ownUse: false, design: null, customisation: { fromName: '', message: '' }, delivery: 'email', validityMonths: 12, vouchers: [] },
    });
    const card = printableCard(intl, activity, { code: 'K7QM-3XHD-RW9P-TB2C', value: 9900, validUntil: '2027-11-30' });
    expect(card).toMatchObject({ gift: 'Dîner croisière', people: 'Pour 2 personnes', from: null, message: null });
    const html = giftCardHtml(card);
    expect(html).toContain('Pour 2 personnes');
    expect(html).not.toContain('De la part de');
  });

  it("names no people on the other cards (a stay's line says them)", async () => {
    const { intl } = await serverIntl('fr-FR');
    expect(printableCard(intl, order({ locale: 'fr_FR' }), { code: 'K7QM-3XHD-RW9P-TB2C', value: 12990, validUntil: '2028-05-31' }).people).toBeNull();
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

  it("writes an activity voucher's PDF with its title, its people and the code, a long title in a smaller size, a long message cut above the code", async () => {
    const { intl } = await serverIntl('fr-FR');
    const activity = order({
      locale: 'fr_FR',
      productType: 'DIGITAL_ACTIVITY_ONLY',
      criteria: { checkin: '', checkout: '', nights: 0, adults: 2, children: 0, babies: 0, activityDates: [] },
      lines: [{ kind: 'activity', label: 'Baptême en montgolfière au-dessus des châteaux de la Loire', quantity: 1, unitAmount: 19900, amount: 19900 }],
      gift: { ownUse: false, design: null, customisation: { fromName: 'Zoé', message: 'Bon vol ! '.repeat(18) }, delivery: 'email', validityMonths: 12, vouchers: [] },
    });
    const pdf = await renderGiftCardPdf(printableCard(intl, activity, { code: 'K7QM-3XHD-RW9P-TB2C', value: 19900, validUntil: '2027-11-30' }), { compress: false });
    const text = pdf.toString('latin1');
    expect(text).toMatch(/\/Count 1\b/);
    const runs = [...text.matchAll(/<([0-9a-f]+)>/g)].map((m) => Buffer.from(m[1], 'hex').toString('latin1')).join('');
    expect(runs).toContain('K7QM-3XHD-RW9P-TB2C');
    expect(runs.replace(/\s/g, '')).toContain('Baptêmeenmontgolfière');
    expect(runs.replace(/\s/g, '')).toContain('Pour2personnes');
    expect(runs).toContain('Zoé');
    // 18 times 'Bon vol !' would run over the code: the message stops with an ellipsis.
    expect((runs.replace(/\s/g, '').match(/Bonvol!/g) ?? []).length).toBeLessThan(18);
    expect(runs).toContain('\x85'); // WinAnsi's ellipsis
    expect(runs).toContain('Loire');
  });
});
