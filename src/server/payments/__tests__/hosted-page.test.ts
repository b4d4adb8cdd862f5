import { screen } from '@testing-library/react';
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
