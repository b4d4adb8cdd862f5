import { giftCardPrintPath, type GiftCardPrintBody } from '@/contracts/gift-card-print';
import { withTimeout } from '@/lib/fetch-timeout';

/** The printable gift card of a code, as a PDF: 'notFound' when the code is not one of the order's. */
export async function downloadGiftCard(bookingNumber: string, body: GiftCardPrintBody): Promise<{ kind: 'ok'; blob: Blob; filename: string } | { kind: 'notFound' | 'failed' }> {
  try {
    const response = await fetch(giftCardPrintPath(bookingNumber), withTimeout({ method: 'POST', body: JSON.stringify(body), headers: { accept: 'application/pdf', 'content-type': 'application/json' } }));
    if (response.ok) return { kind: 'ok', blob: await response.blob(), filename: `escapade-gift-${bookingNumber}.pdf` };
    await response.arrayBuffer().catch(() => undefined);
    return { kind: response.status === 404 || response.status === 400 ? 'notFound' : 'failed' };
  } catch (error) {
    console.error('gift card download failed', error);
    return { kind: 'failed' };
  }
}
