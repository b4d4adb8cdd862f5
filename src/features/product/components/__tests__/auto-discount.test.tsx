import { screen } from '@testing-library/react';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import { FLAGS_OFF } from '@/lib/flags';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { BookingWiring } from '../booking-panel';
import { PriceBlock } from '../price-block';
import { ProductView } from '../product-view';
import { productDetail } from '../__fixtures__/product-fixture';

const NOW = () => new Date('2026-11-26T11:00:00Z');
const wiring: BookingWiring = { renderDates: () => <span>Dates</span>, renderGuests: ({ value }) => <span>Guests {value.adults}</span> };
const SELECTED = { code: 'ESCAPADE10', value: 10 };
const text = (node: Element | null) => (node?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

function renderView({ autoDiscount = SELECTED as typeof SELECTED | null, inVariation = true, flow = 'booking' as 'booking' | 'gifting' } = {}) {
  window.history.replaceState(null, '', `/sejour/42/week-end${flow === 'gifting' ? '?flow=gifting' : ''}`);
  renderWithProviders(<ProductView detail={productDetail({ giftable: true, autoDiscount })} path="/sejour/42/week-end" wiring={wiring} now={NOW} flow={flow} />, {
    flags: { ...FLAGS_OFF, autoDiscountCode: inVariation },
  });
}

beforeEach(() => {
  global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
});

describe('the automatic-discount banner (§2.9)', () => {
  it('tells the visitor of a selected stay the extra discount and that its code applies by itself', async () => {
    renderView();
    const banner = screen.getByTestId('auto-discount-banner');
    expect(text(banner.querySelector('strong'))).toBe('10 % de réduction en plus');
    expect(text(banner.querySelector('span'))).toBe("Sur ce séjour, le code ESCAPADE10 s'applique automatiquement au paiement : rien à saisir.");
    expect(await axeViolations()).toEqual([]);
  });

  it.each([
    ['a stay the content did not select', { autoDiscount: null }],
    ['a visitor outside the experiment', { inVariation: false }],
    ['a gift', { flow: 'gifting' as const }],
    ['a discount of 0 %', { autoDiscount: { code: 'ZERO', value: 0 } }],
  ])('says nothing for %s', (_case, options) => {
    renderView(options);
    expect(screen.queryByTestId('auto-discount-banner')).not.toBeInTheDocument();
  });
});

describe("the automatic discount in the stay's price block", () => {
  const price = { sellPrice: 25_900, refPrice: null, promoPercentageRounded: 0, moneySaved: 0, priceType: 'final' as const, nbRooms: 1, nights: 2, pricePerNight: 12_950, currency: 'EUR' as const };
  const discount = { code: 'ESCAPADE10', percent: 10, amount: 2_590, total: 23_310 };

  it('shows the line the server priced and the total paid after it, for dated stays', async () => {
    const { container } = renderWithProviders(<PriceBlock price={price} localTaxTotalAmount={0} localTax={null} loading={false} autoDiscount={discount} />);
    expect(text(screen.getByTestId('product-price-amount'))).toBe('259 €');
    expect(text(screen.getByTestId('product-auto-discount'))).toBe('Remise automatique ESCAPADE10 −10 % -25,90 €');
    expect(text(screen.getByTestId('product-price-paid'))).toBe('Total après remise : 233,10 €');
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    ['a from price', { price: { ...price, priceType: 'from' as const }, autoDiscount: discount }],
    ['a stay the server gave none', { price, autoDiscount: null }],
  ])('says nothing for %s', (_case, props) => {
    renderWithProviders(<PriceBlock {...props} localTaxTotalAmount={0} localTax={null} loading={false} />);
    expect(screen.queryByTestId('product-auto-discount')).not.toBeInTheDocument();
    expect(screen.queryByTestId('product-price-paid')).not.toBeInTheDocument();
  });
});
