/** @jest-environment node */
import type { OrderView } from '@/contracts/checkout';
import { refundPreview } from '../refund-preview';

const order = (cancellable: boolean, cancellationDeadline: string | null, refundPercent = 80): Pick<OrderView, 'cancellationPolicy' | 'lines'> => ({
  cancellationPolicy: { cancellable, cancellationDeadline, refundPercent, message: '' },
  lines: [
    { kind: 'stay', label: 'Séjour', quantity: 2, unitAmount: 12_050, amount: 24_099 },
    { kind: 'insurance', label: 'Assurance', quantity: 1, unitAmount: 1_500, amount: 1_500 },
  ],
});

describe('refundPreview: 80 % of the stay until the deadline day, nothing after', () => {
  it.each<[string, Pick<OrderView, 'cancellationPolicy' | 'lines'>, string, number]>([
    ['before the deadline', order(true, '2026-12-10'), '2026-11-26T12:00:00Z', 19_279],
    ['on the deadline day', order(true, '2026-12-10'), '2026-12-10T21:00:00Z', 19_279],
    ['the deadline day over in Paris', order(true, '2026-12-10'), '2026-12-10T23:30:00Z', 0],
    ['after the deadline', order(true, '2026-12-10'), '2026-12-11T08:00:00Z', 0],
    ['a non-refundable stay', order(false, '2026-12-10'), '2026-11-26T12:00:00Z', 0],
    ['no deadline', order(true, null), '2026-11-26T12:00:00Z', 0],
    ['another share', order(true, '2026-12-10', 50), '2026-11-26T12:00:00Z', 12_050],
  ])('%s', (_, o, now, expected) => expect(refundPreview(o, new Date(now), 'Europe/Paris')).toBe(expected));
});
