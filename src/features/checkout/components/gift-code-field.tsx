import { useEffect, useId, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { waitValues } from '@/lib/retry-after';
import styled from 'styled-components';
import { formatMoney } from '@/lib/money';
import type { OrderPaymentMethod } from '@/contracts/checkout';
import type { AppliedGiftCode } from '@/contracts/redemption';
import { lazyPart } from '@/lib/lazy-part';
import { theme } from '@/styles/theme';
import { giftCodeMessages as m } from './gift-code-messages';

/** The text of a code the server refused (a 409 GIFT_CODE_*), or of a code call refused for going too fast (its real wait). */
export function giftCodeRefusal(intl: IntlShape, outcome: { kind: string; problem?: { code: string }; retryAfter?: number | null }): string {
  if (outcome.kind === 'rateLimited') return intl.formatMessage(m.rateLimited, waitValues(outcome.retryAfter ?? null));
  const code = outcome.problem?.code;
  return intl.formatMessage(code === 'GIFT_CODE_USED' ? m.used : code === 'GIFT_CODE_EXPIRED' ? m.expired : code === 'GIFT_CODE_NOT_VALID_HERE' ? m.notValidHere : m.unknown);
}

export type GiftCodeFieldProps = {
  /** the codes the server applied (§3 `giftcards`), in the order typed */
  applied: readonly AppliedGiftCode[];
  /** asks the server with one more code: null when applied, else the text to show at the field */
  onApply: (code: string) => Promise<string | null>;
  onRemove: (index: number) => void;
};

/** The field's code (its text field, Apply, the applied codes' list): fetched on the disclosure's first visit. */
const entryPart = lazyPart(() => import('./gift-code-entry').then((mod) => mod.GiftCodeEntry));

const prefetch = () => void entryPart.load().catch(() => undefined);

/**
 * 'I have a gift card or voucher code' (issue 18 6c, docs/redemption.md): a disclosure button; opening it shows the
 * code's field (gift-code-entry.tsx, fetched on the first pointer, focus or opening) and moves the focus into it.
 * Open from the start, and kept open, while codes are applied. Most buyers have no code: they download nothing more.
 */
export function GiftCodeField(props: GiftCodeFieldProps) {
  const intl = useIntl();
  const regionId = useId();
  const [opened, setOpened] = useState(false);
  const [Entry, setEntry] = useState(() => entryPart.current());
  const open = opened || props.applied.length > 0;
  useEffect(() => {
    if (!open || Entry) return;
    let live = true;
    entryPart.load().then(
      (loaded) => {
        if (live) setEntry(() => loaded);
      },
      () => undefined, // offline: the next opening tries again
    );
    return () => {
      live = false;
    };
  }, [open, Entry]);
  /** Applied codes keep it open: closing would hide the only way to remove them. */
  const toggle = () => setOpened(!open || props.applied.length > 0);
  return (
    <Disclosure>
      <button type="button" className="toggle" aria-expanded={open} aria-controls={open && Entry ? regionId : undefined} onClick={toggle} onPointerEnter={prefetch} onFocus={prefetch}>
        {intl.formatMessage(m.open)}
      </button>
      {open && Entry && <Entry id={regionId} {...props} focusOnMount={opened} />}
    </Disclosure>
  );
}

const Disclosure = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  .toggle {
    align-self: flex-start;
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.sm};
    min-height: 44px;
    padding: 0;
    border: 0;
    background: none;
    color: ${theme.colors.brandDark};
    font: inherit;
    font-weight: ${theme.font.weight.bold};
    text-decoration: underline;
    cursor: pointer;
    &::before {
      content: '+';
      display: inline-block;
      width: 1em;
      text-align: center;
    }
    &[aria-expanded='true']::before {
      content: '−';
    }
    &:focus-visible {
      outline: 2px solid ${theme.colors.focus};
      outline-offset: 2px;
    }
  }
`;

/**
 * The recap's rows under the total once codes pay (§3 `giftcards`, `remainingAmountToPay`): each code's share, then
 * what is left to pay; a placed order (`paidBy`) names how the rest is paid (at the hotel, by transfer, by card).
 */
export function GiftCodeRecapRows({ giftcards, remaining, paidBy }: { giftcards?: readonly AppliedGiftCode[]; remaining?: number; paidBy?: OrderPaymentMethod }) {
  const intl = useIntl();
  if (!giftcards || giftcards.length === 0 || remaining === undefined) return null;
  return (
    <>
      {giftcards.map((g, index) => (
        <tr key={`${g.serialNumber}-${index}`} className="gift-code">
          <th scope="row">{intl.formatMessage(m.line, { serialNumber: g.serialNumber })}</th>
          <td>{intl.formatMessage(m.minus, { amount: formatMoney(g.usedAmount, intl.locale) })}</td>
        </tr>
      ))}
      <tr className="total">
        <th scope="row">{paidBy ? intl.formatMessage(m.restBy, { method: paidBy }) : intl.formatMessage(m.remaining)}</th>
        <td data-testid="checkout-remaining">{formatMoney(remaining, intl.locale)}</td>
      </tr>
    </>
  );
}
