import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import type { EligibilityResponse } from '@/contracts/instalments';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/testing/render-with-providers';
import { InstalmentOffer } from '../instalment-offer';

const realFetch = global.fetch;
/** The dialog's frame and body load on opening: give them time on a busy machine. */
const LOADED = { timeout: 5000 };
afterEach(() => {
  global.fetch = realFetch;
});

/** What the server answers for 300 € on 15 August, cancellable until 8 August, asked on 1 July 2026. */
const ALL: EligibilityResponse = {
  paymentMethods: [
    {
      type: '3x',
      paymentFee: 450,
      totalAmount: 30_450,
      installments: [
        { dueDate: '2026-07-01', amount: 10_450 },
        { dueDate: '2026-08-01', amount: 10_000 },
        { dueDate: '2026-09-01', amount: 10_000 },
      ],
    },
    {
      type: '4x',
      paymentFee: 600,
      totalAmount: 30_600,
      installments: [
        { dueDate: '2026-07-01', amount: 8_100 },
        { dueDate: '2026-08-01', amount: 7_500 },
        { dueDate: '2026-09-01', amount: 7_500 },
        { dueDate: '2026-10-01', amount: 7_500 },
      ],
    },
    { type: 'deferred', paymentFee: 0, totalAmount: 30_000, installments: [{ dueDate: '2026-08-08', amount: 30_000 }] },
  ],
  paypalPayLater: false,
};

const urlFor = (pointOfSale: string, base = '/api') =>
  `${base}/purchase/alma/eligibility?amount=30000&checkinDate=2026-08-15&cancellationPolicyType=CANCELLABLE&cancellableUntil=2026-08-08&pointOfSale=${pointOfSale}`;

function renderOffer(locale: Locale, answer: EligibilityResponse | undefined, config: { frontGatewayBase?: string } = {}) {
  const pointOfSale = locale.replace('-', '_').toLowerCase();
  return renderWithProviders(<InstalmentOffer amount={30_000} arrival="2026-08-15" cancellableUntil="2026-08-08" locale={locale} />, {
    locale,
    config,
    swrFallback: answer ? { [urlFor(pointOfSale, config.frontGatewayBase)]: answer } : {},
  });
}

describe('InstalmentOffer', () => {
  it("opens 'Ease your budget' with each plan's payments, fee, dates and conditions", async () => {
    renderOffer('fr-FR', ALL);
    const trigger = screen.getByRole('button', { name: 'Payez en 3 ou 4 fois' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(trigger);

    const dialog = await screen.findByRole('dialog', { name: 'Allégez votre budget' }, LOADED);
    const three = await within(dialog).findByRole('region', { name: 'Payer en 3 fois' }, LOADED);
    expect(within(three).getAllByRole('listitem').map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual([
      "Aujourd'hui : 104,50 €, dont 4,50 € de frais",
      '1 août 2026 : 100 €',
      '1 septembre 2026 : 100 €',
    ]);
    expect(three).toHaveTextContent(/Total : 304,50\s€/);
    expect(three).toHaveTextContent(/arrivée dans 7 jours ou plus et un achat de 200\s€ à 2\s000\s€/);
    expect(within(dialog).getByRole('region', { name: 'Payer en 4 fois' })).toHaveTextContent(/Aujourd'hui : 81\s€, dont 6\s€ de frais/);
    expect(within(dialog).getByRole('region', { name: 'Réservez maintenant, payez plus tard' })).toHaveTextContent(/Rien à payer aujourd'hui : 300\s€ le 8 août 2026\./);
    expect(within(dialog).queryByRole('region', { name: /PayPal/ })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('closes with Escape and gives the focus back to the trigger', async () => {
    renderOffer('nl-NL', ALL);
    const trigger = screen.getByRole('button', { name: 'Betaal in 3 of 4 termijnen' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Verlicht je budget' }, LOADED);
    expect(await within(dialog).findByText(/1 augustus 2026: € 100/, {}, LOADED)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOADED);
    expect(trigger).toHaveFocus();
  });

  it.each<[Locale, EligibilityResponse, string]>([
    ['es-ES', { paymentMethods: [ALL.paymentMethods[0], ALL.paymentMethods[2]], paypalPayLater: true }, 'Paga en 3 plazos'],
    ['it-IT', { paymentMethods: [ALL.paymentMethods[2]], paypalPayLater: true }, 'Prenota ora, paga dopo'],
    ['it-IT', { paymentMethods: [], paypalPayLater: true }, 'Paga più tardi con PayPal'],
  ])('in %s promises only what the server grants', (locale, answer, name) => {
    renderOffer(locale, answer);
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('shows PayPal pay-later in Spain with its bounds in euros', async () => {
    renderOffer('es-ES', { paymentMethods: [], paypalPayLater: true });
    await userEvent.click(screen.getByRole('button', { name: 'Paga más tarde con PayPal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alivia tu presupuesto' }, LOADED);
    expect(await within(dialog).findByRole('region', { name: 'Paga más tarde con PayPal' }, LOADED)).toHaveTextContent(/compras de 30\s€ a 2000\s€/);
  });

  it('shows nothing when the server grants nothing', () => {
    renderOffer('fr-FR', { paymentMethods: [], paypalPayLater: false });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks the server at FRONT_GATEWAY_BASE_URL, shows nothing meanwhile, then what it granted', async () => {
    const fetchMock = jest.fn<(url: string, init?: RequestInit) => Promise<unknown>>(async () => ({ ok: true, status: 200, json: async () => ALL }));
    global.fetch = fetchMock as unknown as typeof fetch;
    renderOffer('fr-BE', undefined, { frontGatewayBase: 'https://gateway.escapade.example' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Payez en 3 ou 4 fois' }, LOADED)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(urlFor('fr_be', 'https://gateway.escapade.example'), expect.anything());
  });

  it('shows nothing when the server cannot be reached', async () => {
    const fetchMock = jest.fn(async () => ({ ok: false, status: 503, json: async () => ({}) }));
    global.fetch = fetchMock as unknown as typeof fetch;
    renderOffer('fr-FR', undefined);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
