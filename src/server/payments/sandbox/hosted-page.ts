import type { SandboxSession, SandboxWallet } from './payment-sandbox';

/**
 * The sandbox's hosted payment page: plain HTML, no script, the amount and the merchant's reference, a button per
 * wallet the session offers (Apple Pay, Google Pay: the test wallet approves at once, as a real wallet's sheet does
 * once the buyer confirms), then the card form with labelled fields and the problem named at its field. It is the provider's page, not the site's: it speaks the provider's English,
 * and says it is a test environment.
 */
export type PageProblem = { field: 'number' | 'expiry' | 'cvc'; reason: 'invalid' | 'declined' | 'expired' };
type Page = { kind: 'form'; session: SandboxSession; problem?: PageProblem } | { kind: 'closed'; session: SandboxSession } | { kind: 'unknown' };

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

const PROBLEMS: Record<PageProblem['reason'], Record<PageProblem['field'], string>> = {
  invalid: { number: 'Your card number is incorrect.', expiry: 'Enter the expiry date as MM/YY.', cvc: 'Your security code is incorrect.' },
  declined: { number: 'Your card was declined. Try another card.', expiry: 'Your card was declined.', cvc: 'Your card was declined.' },
  expired: { number: 'Your card has expired.', expiry: 'Your card has expired.', cvc: 'Your card has expired.' },
};

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1a1a1a}
main{max-width:28rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:8px;box-shadow:0 1px 4px #0002}
label{display:block;margin-top:1rem;font-weight:600}input{width:100%;box-sizing:border-box;font:inherit;padding:.6rem;border:1px solid #6b6b6b;border-radius:4px}
.row{display:flex;gap:1rem}.row>div{flex:1}.error{color:#a4001d;font-weight:600}.note{color:#4a4a4a;font-size:.875rem}
button{font:inherit;margin-top:1.5rem;width:100%;padding:.75rem;border-radius:4px;border:0;background:#0b5cad;color:#fff;font-weight:700;cursor:pointer}
.wallets form button{margin-top:.75rem;background:#000}.or{text-align:center;margin:1.25rem 0 0;color:#4a4a4a}
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
  if (page.kind === 'unknown') return shell('Payment not found', '<h1>Payment not found</h1><p>This payment page does not exist.</p>');
  const s = page.session;
  if (page.kind === 'closed') {
    const text = s.status === 'complete' ? 'This payment is already made.' : 'This payment page has expired.';
    return shell('Payment closed', `<h1>${text}</h1><p><a href="${escape(s.cancelUrl)}">Return to the merchant</a></p>`);
  }
  const p = page.problem;
  return shell(
    `Pay ${euros(s.amount)}`,
    `<p class="note">Test environment: no real payment is made. Card 4242 4242 4242 4242 is accepted, 4000 0000 0000 0002 declined; the wallets approve at once.</p>
<h1>Pay ${euros(s.amount)}</h1><p>Escapade, booking ${escape(s.reference)}</p>
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
