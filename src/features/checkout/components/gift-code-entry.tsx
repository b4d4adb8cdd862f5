import { useEffect, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/money';
import { TextField } from '@/components/ui/text-field';
import { GIFT_CODE_INPUT_MAX, MAX_GIFT_CODES, type AppliedGiftCode } from '@/contracts/redemption';
import { theme } from '@/styles/theme';
import { giftCodeMessages as m } from './gift-code-messages';

export type GiftCodeEntryProps = {
  /** the codes the server applied (§3 `giftcards`), in the order typed */
  applied: readonly AppliedGiftCode[];
  /** asks the server with one more code: null when applied, else the text to show at the field */
  onApply: (code: string) => Promise<string | null>;
  onRemove: (index: number) => void;
  /** the region's id (the disclosure's aria-controls) */
  id: string;
  /** opened by the visitor: the code's text field takes the focus */
  focusOnMount: boolean;
};

/**
 * 'Gift card or voucher code' (issue 18 6c, docs/redemption.md): a code typed is checked by the server with the
 * cart (its balance, what it may pay), then listed with what it pays and what it keeps; the rest is paid by the
 * method. Apply is a button of its own (Enter in the field applies, never submits the checkout). Loaded when the
 * visitor first opens 'I have a gift card or voucher code' (gift-code-field.tsx), and then takes the focus.
 */
export function GiftCodeEntry({ id, applied, onApply, onRemove, focusOnMount }: GiftCodeEntryProps) {
  const intl = useIntl();
  useEffect(() => {
    if (focusOnMount) document.getElementById('checkout-gift-code')?.focus();
  }, [focusOnMount]);
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
    <Box id={id} role="group" aria-labelledby="checkout-gift-code-label">
      <span id="checkout-gift-code-label" hidden>
        {intl.formatMessage(m.label)}
      </span>
      {applied.length > 0 && (
        <ul aria-live="polite">
          {applied.map((g, index) => (
            <li key={`${g.serialNumber}-${index}`} data-testid="applied-gift-code">
              <span>
                <strong>{intl.formatMessage(m.line, { serialNumber: g.serialNumber })}</strong>
                <span className="amount">{intl.formatMessage(m.minus, { amount: formatMoney(g.usedAmount, intl.locale) })}</span>
                {g.kind === 'GIFTCARD' && <small>{intl.formatMessage(m.balance, { amount: formatMoney(g.balanceAfter, intl.locale) })}</small>}
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
