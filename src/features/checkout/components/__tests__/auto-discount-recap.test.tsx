import { screen, within } from '@testing-library/react';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import { renderWithProviders } from '@/testing/render-with-providers';
import { OrderSummary } from '../order-summary';
import { StayRecap } from '../stay-recap';
import { placedOrder, stayCart } from '../__fixtures__/cart-fixture';

const text = (node: Element | null) => (node?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
const DISCOUNT = { code: 'EXTRA10', percent: 10, amount: 2_590 };
const rows = () => within(screen.getByRole('table')).getAllByRole('row').map((row) => text(row));

describe("the automatic discount in a stay's recap", () => {
  it('shows the checkout the discount under the stay and the total the server priced after it', async () => {
    const cart = stayCart({ autoDiscount: DISCOUNT, total: 23_310 });
    const { container } = renderWithProviders(<StayRecap cart={cart} />);
    expect(rows()).toEqual(['Séjour, 2 nuits259 €', 'Remise automatique EXTRA10 −10 %-25,90 €', 'Total TTC233,10 €']);
    expect(screen.getByRole('rowheader', { name: 'Remise automatique EXTRA10 −10 %' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps the insurance after the discount, in Dutch', () => {
    const cart = stayCart({ autoDiscount: DISCOUNT, insurance: true, lines: [...stayCart().lines, { kind: 'insurance', label: 'insurance', quantity: 1, unitAmount: 933, amount: 933 }], total: 24_243 });
    renderWithProviders(<StayRecap cart={cart} />, { locale: 'nl-NL' });
    expect(rows()[1]).toBe('Automatische korting EXTRA10 −10%€ -25,90');
    expect(rows()[2]).toMatch(/€ 9,33$/);
    expect(rows()[3]).toMatch(/€ 242,43$/);
  });

  it('says it on the confirmation and My booking, and nothing for a booking sold without one', () => {
    const { unmount } = renderWithProviders(<OrderSummary order={placedOrder({ autoDiscount: DISCOUNT, total: 23_310, payAtHotel: 23_310 })} />);
    expect(rows()).toContain('Remise automatique EXTRA10 −10 %-25,90 €');
    expect(rows()).toContain('Total TTC233,10 €');
    unmount();
    renderWithProviders(<OrderSummary order={placedOrder({ autoDiscount: null })} />);
    expect(rows().some((row) => row.startsWith('Remise automatique'))).toBe(false);
  });
});
