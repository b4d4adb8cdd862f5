import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { PriceBanner } from '../../model/price-banner';
import { PriceBannerButton } from '../price-banner';

const text = (node: Element | null) => (node?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
const named = (expected: string) => (name: string) => name.replace(/[\u00a0\u202f]/g, ' ') === expected;

describe('PriceBannerButton: each price banner opens its explanatory modal (§2.1)', () => {
  it.each<[string, Exclude<PriceBanner, { kind: 'loading' }>, string, string, RegExp]>([
    ['savings', { kind: 'savings', moneySaved: 41, promo: 14 }, 'Vous économisez 41 € sur ce séjour', 'Vos économies sur ce séjour', /coûte 14 % de moins .* vous économisez 41 €\./],
    ['up-to promotion', { kind: 'upToPromo', promo: 20 }, "Jusqu'à -20 % selon vos dates", "Jusqu'à -20 % selon vos dates", /jusqu'à 20 % moins chères .* Choisissez vos dates/],
    ['default', { kind: 'default' }, 'Le meilleur prix garanti pour ce séjour', 'Le prix de ce séjour', /sans frais de réservation/],
  ])('%s: the banner is a button opening its modal, closed by I understood', async (_kind, banner, name, title, body) => {
    const user = userEvent.setup();
    renderWithProviders(<PriceBannerButton banner={banner} />);
    const trigger = screen.getByRole('button', { name: named(name) });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: named(title) });
    expect(text(dialog)).toMatch(body);
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: "J'ai compris" }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('speaks the visitor’s language', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PriceBannerButton banner={{ kind: 'upToPromo', promo: 20 }} />, { locale: 'nl-NL' });
    await user.click(screen.getByRole('button', { name: named('Tot -20% korting afhankelijk van je data') }));
    expect(await screen.findByRole('dialog', { name: named('Tot -20% korting afhankelijk van je data') })).toHaveTextContent('Kies je data');
  });
});
