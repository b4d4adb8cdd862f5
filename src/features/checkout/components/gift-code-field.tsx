import { useState, type KeyboardEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/components/ui/money';
import { TextField } from '@/components/ui/text-field';
import { GIFT_CODE_INPUT_MAX, MAX_GIFT_CODES, type AppliedGiftCode } from '@/contracts/redemption';
import { theme } from '@/styles/theme';

const m = defineMessages<string, MessageDescriptor, Record<string, MessageDescriptor>>({
  label: { id: 'checkout.giftCode.label' },
  apply: { id: 'checkout.giftCode.apply' },
  applying: { id: 'checkout.giftCode.applying' },
  line: { id: 'checkout.giftCode.line' },
  minus: { id: 'checkout.giftCode.minus' },
  balance: { id: 'checkout.giftCode.balance' },
  remove: { id: 'checkout.giftCode.remove' },
  remaining: { id: 'checkout.giftCode.remaining' },
  required: { id: 'checkout.error.required' },
  unknown: { id: 'giftCode.error.unknown' },
  used: { id: 'giftCode.error.used' },
  expired: { id: 'giftCode.error.expired' },
  notValidHere: { id: 'giftCode.error.notValidHere' },
  rateLimited: { id: 'beneficiary.rateLimited' },
});

/** The text of a code the server refused (a 409 GIFT_CODE_*), or of a code call that could not be answered. */
export function giftCodeRefusal(outcome: { kind: string; problem?: { code: string } }) {
  if (outcome.kind === 'rateLimited') return m.rateLimited;
  const code = outcome.problem?.code;
  return code === 'GIFT_CODE_USED' ? m.used : code === 'GIFT_CODE_EXPIRED' ? m.expired : code === 'GIFT_CODE_NOT_VALID_HERE' ? m.notValidHere : m.unknown;
}

export type GiftCodeFieldProps = {
  /** the codes the server applied (§3 `giftcards`), in the order typed */
  applied: readonly AppliedGiftCode[];
  /** asks the server with one more code: null when applied, else the text to show at the field */
  onApply: (code: string) => Promise<string | null>;
  onRemove: (index: number) => void;
};

/**
 * 'Gift card or voucher code' (issue 18 6c, docs/redemption.md): a code typed is checked by the server with the
 * cart (its balance, what it may pay), then listed with what it pays and what it keeps; the rest is paid by the
 * method. Apply is a button of its own (Enter in the field applies, never submits the checkout).
 */
export function GiftCodeField({ applied, onApply, onRemove }: GiftCodeFieldProps) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const apply = async () => {
    if (busy) return;
    if (code.trim() === '') return setError(intl.formatMessage(m.required));
    setBusy(true);
    const refused = await onApply(code.trim());
    setBusy(false);
    setError(refused);
    if (!refused) setCode('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  };

  return (
    <Box role="group" aria-labelledby="checkout-gift-code-label">
      <span id="checkout-gift-code-label" hidden>
        {intl.formatMessage(m.label)}
      </span>
      {applied.length > 0 && (
        <ul aria-live="polite">
          {applied.map((g, index) => (
            <li key={`${g.serialNumber}-${index}`} data-testid="applied-gift-code">
              <span>
                <strong>{intl.formatMessage(m.line, { serialNumber: g.serialNumber })}</strong>
                <span className="amount">{intl.formatMessage(m.minus, { amount: formatMoney(intl, g.usedAmount) })}</span>
                {g.kind === 'GIFTCARD' && <small>{intl.formatMessage(m.balance, { amount: formatMoney(intl, g.balanceAfter) })}</small>}
              </span>
              <Button variant="ghost" onClick={() => onRemove(index)}>
                {intl.formatMessage(m.remove, { serialNumber: g.serialNumber })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {applied.length < MAX_GIFT_CODES && (
        <div className="row">
          <TextField
            id="checkout-gift-code"
            label={intl.formatMessage(m.label)}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={GIFT_CODE_INPUT_MAX}
            status={error ? 'invalid' : 'idle'}
            error={error}
            onChange={(e) => {
              setCode(e.target.value);
              if (error) setError(null);
            }}
            onKeyDown={onKeyDown}
          />
          <Button variant="secondary" onClick={() => void apply()} aria-disabled={busy || undefined}>
            {intl.formatMessage(busy ? m.applying : m.apply)}
          </Button>
        </div>
      )}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  small,
  .amount {
    margin-left: ${theme.space.sm};
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.sm};
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${theme.space.sm};
    > :first-child {
      flex: 1 1 14rem;
    }
  }
`;

/** The recap's rows under the total once codes pay (§3 `giftcards`, `remainingAmountToPay`): each code's share, then what is left to pay. */
export function GiftCodeRecapRows({ giftcards, remaining }: { giftcards?: readonly AppliedGiftCode[]; remaining?: number }) {
  const intl = useIntl();
  if (!giftcards || giftcards.length === 0 || remaining === undefined) return null;
  return (
    <>
      {giftcards.map((g, index) => (
        <tr key={`${g.serialNumber}-${index}`} className="gift-code">
          <th scope="row">{intl.formatMessage(m.line, { serialNumber: g.serialNumber })}</th>
          <td>{intl.formatMessage(m.minus, { amount: formatMoney(intl, g.usedAmount) })}</td>
        </tr>
      ))}
      <tr className="total">
        <th scope="row">{intl.formatMessage(m.remaining)}</th>
        <td data-testid="checkout-remaining">{formatMoney(intl, remaining)}</td>
      </tr>
    </>
  );
}
