import PDFDocument from 'pdfkit';
import type { PrintableCard } from './gift-card-print';

/** The standard PDF fonts speak WinAnsi: Intl's narrow and no-break spaces become plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');

const CARD = { x: 48, y: 48, width: 499, height: 312, radius: 18, padding: 28 };
const GIFT_HEIGHT = 76;

/**
 * The printable gift card (a gift card, a box, a stay or an activity voucher) as a one-page A4 PDF: the card in its
 * design at the top (brand, what it gives and for how many people, the message, the sender, the code and its last
 * day), cut-out size, and how to use it below. The message is cut with an ellipsis where the code's block begins.
 * `compress: false` leaves the text readable in the file (tests).
 */
export function renderGiftCardPdf(card: PrintableCard, { compress = true }: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: CARD.x, compress, info: { Title: `${plain(card.brand)} ${plain(card.label)}`, Author: 'Escapade' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const gradient = doc.linearGradient(CARD.x, CARD.y, CARD.x + CARD.width, CARD.y + CARD.height);
  gradient.stop(0, card.colours.from).stop(1, card.colours.to);
  doc.roundedRect(CARD.x, CARD.y, CARD.width, CARD.height, CARD.radius).fill(gradient);

  const left = CARD.x + CARD.padding;
  const width = CARD.width - 2 * CARD.padding;
  doc.fillColor(card.colours.ink);
  doc.font('Helvetica-Bold').fontSize(20).text(plain(card.brand), left, CARD.y + CARD.padding, { width, lineBreak: false });
  doc.font('Helvetica-Bold').fontSize(12).text(plain(card.label), left, CARD.y + CARD.padding + 5, { width, align: 'right', lineBreak: false });
  // What it gives in two lines at most: a long title (a box's, an activity's) in a smaller size before any cut.
  const giftSize = [30, 24, 20].find((size) => doc.font('Helvetica-Bold').fontSize(size).heightOfString(plain(card.gift), { width }) <= GIFT_HEIGHT) ?? 20;
  doc.font('Helvetica-Bold').fontSize(giftSize).text(plain(card.gift), left, CARD.y + 72, { width, height: GIFT_HEIGHT, ellipsis: true });
  let y = doc.y + 6;
  if (card.people) {
    doc.font('Helvetica-Bold').fontSize(16).text(plain(card.people), left, y, { width, lineBreak: false });
    y = doc.y + 8;
  }
  const bottom = CARD.y + CARD.height - CARD.padding;
  const codeTop = bottom - 56;
  const fromHeight = card.from ? 20 : 0;
  if (card.message) {
    doc.font('Helvetica-Oblique').fontSize(12).text(plain(card.message), left, y, { width, height: Math.max(15, Math.min(64, codeTop - 6 - fromHeight - y)), ellipsis: true });
    y = doc.y + 4;
  }
  if (card.from) doc.font('Helvetica-Bold').fontSize(12).text(plain(card.from), left, y, { width, align: 'right' });
  doc.font('Helvetica').fontSize(9).text(plain(card.codeLabel).toUpperCase(), left, codeTop, { width, characterSpacing: 1 });
  doc.font('Courier-Bold').fontSize(22).text(card.code, left, bottom - 44, { width, characterSpacing: 2 });
  doc.font('Helvetica').fontSize(11).text(plain(card.validUntil), left, bottom - 14, { width });

  doc.fillColor('#333333').font('Helvetica').fontSize(11).text(plain(card.howTo), CARD.x, CARD.y + CARD.height + 24, { width: CARD.width });
  doc.end();
  return done;
}
