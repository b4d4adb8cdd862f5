import type { OrderView } from '@/contracts/checkout';
import { wallClockAt } from '@/lib/wall-clock';
import type { TimeZone } from '@/lib/locales';

/**
 * The refund the cancel dialog announces before the visitor confirms: the order's own refund share (the server's
 * `refundPercent`, 80 %) of the stay until the deadline day (inclusive, on the point of sale's clock), nothing after
 * or for a non-refundable stay. Insurance is not refunded. The server records the refund itself when cancelling.
 */
export function refundPreview(order: Pick<OrderView, 'cancellationPolicy' | 'lines'>, now: Date, timeZone: TimeZone): number {
  const { cancellable, cancellationDeadline, refundPercent } = order.cancellationPolicy;
  if (!cancellable || !cancellationDeadline || wallClockAt(now, timeZone).day > cancellationDeadline.slice(0, 10)) return 0;
  const stay = order.lines.filter((line) => line.kind === 'stay').reduce((sum, line) => sum + line.amount, 0);
  return Math.round((stay * refundPercent) / 100);
}
