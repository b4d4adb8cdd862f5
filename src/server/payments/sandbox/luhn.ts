/** A card number's check digit (ISO/IEC 7812): what any payment page checks before asking the bank. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * The sandbox's documented test cards (listed on its hosted page): the declined one is refused by the bank, the
 * challenge one asks for the bank's authentication (3-D Secure-like) first; every other valid number is accepted.
 */
export const DECLINED_TEST_CARD = '4000000000000002';
export const ACCEPTED_TEST_CARD = '4242424242424242';
export const CHALLENGE_TEST_CARD = '4000000000003220';

/** Whether the bank asks the cardholder to authenticate this payment (the challenge test card). */
export const needsChallenge = (number: string) => number.replace(/[\s-]/g, '') === CHALLENGE_TEST_CARD;

export type CardCheck = { ok: true; last4: string } | { ok: false; field: 'number' | 'expiry' | 'cvc'; reason: 'invalid' | 'declined' | 'expired' };

/** The card form of the hosted page: number (spaces allowed), expiry MM/YY not past, CVC of 3 or 4 digits. */
export function checkCard(input: { number: string; expiry: string; cvc: string }, now: Date): CardCheck {
  const digits = input.number.replace(/[\s-]/g, '');
  if (!passesLuhn(digits)) return { ok: false, field: 'number', reason: 'invalid' };
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) return { ok: false, field: 'expiry', reason: 'invalid' };
  const year = 2000 + Number(expiry[2]);
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return { ok: false, field: 'expiry', reason: 'expired' };
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { ok: false, field: 'cvc', reason: 'invalid' };
  if (digits === DECLINED_TEST_CARD) return { ok: false, field: 'number', reason: 'declined' };
  return { ok: true, last4: digits.slice(-4) };
}
