import { screen, within } from '@testing-library/react';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import { hostedPage } from '../sandbox/hosted-page';
import type { SandboxSession } from '../sandbox/payment-sandbox';

const session = (paymentMethodTypes: SandboxSession['paymentMethodTypes']): SandboxSession => ({
  id: 'cs_test',
  amount: 25_900,
  currency: 'EUR',
  reference: '01234567',
  customerEmail: 'a@example.com',
  successUrl: 'http://127.0.0.1/back',
  cancelUrl: 'http://127.0.0.1/back',
  expiresAt: 0,
  locale: 'fr_FR',
  status: 'open',
  paymentMethodTypes,
  paidWith: null,
  last4: null,
  challenge: null,
  createdAt: '2026-11-27T10:00:00Z',
});

/** The page's body in this document (its own <head> and style are left out). */
const show = (html: string) => {
  document.body.innerHTML = /<main>([\s\S]*)<\/main>/.exec(html)![1];
};

// The local provider's hosted page with its wallets (docs/payments.md 'Wallets'): accessible, and the card's pay
// button still the only one named 'Pay …' (the journeys click it by that name).
describe('the sandbox hosted page', () => {
  it('offers a button per wallet asked for beside the card form, with no axe violation', async () => {
    show(hostedPage({ kind: 'form', session: session(['card', 'apple_pay', 'google_pay']) }));
    expect(screen.getByRole('button', { name: 'Buy with Apple Pay' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy with Google Pay' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Pay / })).toHaveLength(1);
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it.each([
    [['card'] as const, [], true],
    [['google_pay'] as const, ['Buy with Google Pay'], false],
    [['card', 'apple_pay'] as const, ['Buy with Apple Pay'], true],
  ])('offers %j: wallets %j, card form %s', (types, wallets, card) => {
    show(hostedPage({ kind: 'form', session: session([...types]) }));
    expect(screen.queryAllByRole('button', { name: /^Buy with/ }).map((b) => b.textContent)).toEqual(wallets);
    expect(screen.queryByLabelText('Card number') !== null).toBe(card);
  });
});

// What a person trying the demo reads on the provider's page (issue 30): a local test provider, no money moving, the
// test cards and what each does.
describe('the sandbox hosted page says what it is', () => {
  it('says no money moves and lists the accepted, declined and challenge test cards', () => {
    show(hostedPage({ kind: 'form', session: session(['card']) }));
    expect(screen.getByText(/Local test payment provider/).parentElement).toHaveTextContent("This page belongs to Escapade's demo: no money moves and no card is charged.");
    const cards = screen.getByRole('region', { name: 'Test cards' });
    expect(within(cards).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '4242 4242 4242 4242: accepted',
      '4000 0000 0000 0002: declined by the bank',
      '4000 0000 0000 3220: the bank asks you to authenticate (3-D Secure-like): approve or fail',
    ]);
  });

  it('names a failed authentication at the card number', () => {
    show(hostedPage({ kind: 'form', session: session(['card']), problem: { field: 'number', reason: 'authentication' } }));
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Your bank could not authenticate this payment. Try again or use another card.');
  });

  it('asks to approve or fail the challenge card’s authentication, with no axe violation', async () => {
    show(hostedPage({ kind: 'challenge', session: { ...session(['card']), challenge: '3220' } }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Authenticate your payment');
    expect(screen.getByText(/card ending in 3220/)).toHaveTextContent('€259.00');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Approve the payment', 'Fail the authentication']);
    expect(screen.getByText(/no money moves/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
