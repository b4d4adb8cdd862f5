import { ACCEPTED_TEST_CARD, CHALLENGE_TEST_CARD, DECLINED_TEST_CARD } from './luhn';
import type { SandboxSession, SandboxWallet } from './payment-sandbox';
import { formatMoney } from '@/lib/money';

/**
 * The sandbox's hosted payment page: plain HTML, no script, the amount and the merchant's reference, a button per
 * wallet the session offers (Apple Pay, Google Pay: the test wallet approves at once, as a real wallet's sheet does
 * once the buyer confirms), then the card form with labelled fields and the problem named at its field; for the
 * challenge test card, the bank's authentication page (approve or fail) before the payment completes. It is the
 * provider's page, not the site's: it speaks the provider's English, says plainly that it is a local test provider
 * where no money moves, and lists its test cards.
 */
export type PageProblem = { field: 'number' | 'expiry' | 'cvc'; reason: 'invalid' | 'declined' | 'expired' | 'authentication' };
type Page =
  | { kind: 'form'; session: SandboxSession; problem?: PageProblem }
  | { kind: 'challenge'; session: SandboxSession }
  | { kind: 'closed'; session: SandboxSession }
  | { kind: 'unknown' };

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** The provider's page speaks English, cents always, no thousands separator: '€1234.50'. */
const euros = (cents: number) => formatMoney(cents, 'en', { decimals: 'always', grouping: false });

const PROBLEMS: Record<PageProblem['reason'], Record<PageProblem['field'], string>> = {
  invalid: { number: 'Your card number is incorrect.', expiry: 'Enter the expiry date as MM/YY.', cvc: 'Your security code is incorrect.' },
  declined: { number: 'Your card was declined. Try another card.', expiry: 'Your card was declined.', cvc: 'Your card was declined.' },
  expired: { number: 'Your card has expired.', expiry: 'Your card has expired.', cvc: 'Your card has expired.' },
  authentication: { number: 'Your bank could not authenticate this payment. Try again or use another card.', expiry: '', cvc: '' },
};

/** Groups of four, as printed on a card. */
const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The first thing on every page of the sandbox: what it is, and that nothing is charged. */
const TEST_NOTICE = `<p class="notice"><strong>Local test payment provider.</strong> This page belongs to Escapade's demo: no money moves and no card is charged.</p>`;

/** The test cards, with what each does: any future expiry date and any three-digit security code go with them. */
const TEST_CARDS = `<section class="cards" aria-labelledby="test-cards"><h2 id="test-cards">Test cards</h2><ul>
<li><span class="number">${spaced(ACCEPTED_TEST_CARD)}</span>: accepted</li>
<li><span class="number">${spaced(DECLINED_TEST_CARD)}</span>: declined by the bank</li>
<li><span class="number">${spaced(CHALLENGE_TEST_CARD)}</span>: the bank asks you to authenticate (3-D Secure-like): approve or fail</li>
</ul><p class="note">Any future expiry date (such as 12/40) and any three-digit security code. Any other valid card number is accepted; the wallets approve at once.</p></section>`;

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1a1a1a}
main{max-width:28rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:8px;box-shadow:0 1px 4px #0002}
label{display:block;margin-top:1rem;font-weight:600}input{width:100%;box-sizing:border-box;font:inherit;padding:.6rem;border:1px solid #6b6b6b;border-radius:4px}
.row{display:flex;gap:1rem}.row>div{flex:1}.error{color:#a4001d;font-weight:600}.note{color:#4a4a4a;font-size:.875rem}
button{font:inherit;margin-top:1.5rem;width:100%;padding:.75rem;border-radius:4px;border:0;background:#0b5cad;color:#fff;font-weight:700;cursor:pointer}
.wallets form button{margin-top:.75rem;background:#000}.notice{background:#fff4d6;border:1px solid #8a6100;padding:.75rem;border-radius:4px;margin-top:0}
.cards{background:#f4f5f7;padding:.5rem 1rem;border-radius:4px;margin-top:1rem}.cards h2{font-size:1rem;margin:.5rem 0}.cards ul{padding-left:1.25rem;margin:.25rem 0}.number{font-family:ui-monospace,monospace;white-space:nowrap}
.choices form button.fail{background:#a4001d}.or{text-align:center;margin:1.25rem 0 0;color:#4a4a4a}
button.secondary{background:none;color:#0b5cad;text-decoration:underline;margin-top:.5rem}`;

function field(id: 'number' | 'expiry' | 'cvc', label: string, attrs: string, problem?: PageProblem): string {
  const error = problem?.field === id ? `<p id="${id}-error" class="error">${escape(PROBLEMS[problem.reason][id])}</p>` : '';
  const described = problem?.field === id ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  return `<div><label for="${id}">${label}</label><input id="${id}" name="${id}" required ${attrs}${described}>${error}</div>`;
}

export const WALLET_NAMES: Record<SandboxWallet, string> = { apple_pay: 'Apple Pay', google_pay: 'Google Pay' };

function wallets(s: SandboxSession): string {
  const offered = s.paymentMethodTypes.filter((t): t is SandboxWallet => t !== 'card');
  if (offered.length === 0) return '';
  const buttons = offered
    .map((w) => `<form method="post" action="/pay/${escape(s.id)}"><input type="hidden" name="wallet" value="${w}"><button type="submit">Buy with ${WALLET_NAMES[w]}</button></form>`)
    .join('');
  const or = s.paymentMethodTypes.includes('card') ? '<p class="or">or pay by card</p>' : '';
  return `<section class="wallets" aria-label="Wallets">${buttons}</section>${or}`;
}

export function hostedPage(page: Page): string {
  const shell = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
  if (page.kind === 'unknown') return shell('Payment not found', `${TEST_NOTICE}<h1>Payment not found</h1><p>This payment page does not exist.</p>`);
  const s = page.session;
  if (page.kind === 'closed') {
    const text = s.status === 'complete' ? 'This payment is already made.' : 'This payment page has expired.';
    return shell('Payment closed', `${TEST_NOTICE}<h1>${text}</h1><p><a href="${escape(s.cancelUrl)}">Return to the merchant</a></p>`);
  }
  if (page.kind === 'challenge') {
    const choice = (outcome: 'approve' | 'fail', label: string) =>
      `<form method="post" action="/pay/${escape(s.id)}/authenticate"><input type="hidden" name="outcome" value="${outcome}"><button type="submit"${outcome === 'fail' ? ' class="fail"' : ''}>${label}</button></form>`;
    return shell(
      'Authenticate your payment',
      `${TEST_NOTICE}<h1>Authenticate your payment</h1><p>Your bank asks you to confirm the payment of ${euros(s.amount)} to Escapade (booking ${escape(s.reference)}) with the card ending in ${escape(s.challenge ?? '')}.</p>
<p class="note">A real bank would ask for a code or its app here (3-D Secure). This test bank lets you choose the outcome.</p>
<div class="choices">${choice('approve', 'Approve the payment')}${choice('fail', 'Fail the authentication')}</div>`,
    );
  }
  const p = page.problem;
  return shell(
    `Pay ${euros(s.amount)}`,
    `${TEST_NOTICE}
<h1>Pay ${euros(s.amount)}</h1><p>Escapade, booking ${escape(s.reference)}</p>
${s.paymentMethodTypes.includes('card') ? TEST_CARDS : ''}
${wallets(s)}${
      s.paymentMethodTypes.includes('card')
        ? `<form method="post" action="/pay/${escape(s.id)}" novalidate>
${field('number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" maxlength="23"', p)}
<div class="row">${field('expiry', 'Expiry date (MM/YY)', 'autocomplete="cc-exp" maxlength="7"', p)}${field('cvc', 'Security code', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"', p)}</div>
<button type="submit">Pay ${euros(s.amount)}</button></form>`
        : ''
    }
<form method="post" action="/pay/${escape(s.id)}/cancel"><button type="submit" class="secondary">Cancel and return to Escapade</button></form>`,
  );
}
