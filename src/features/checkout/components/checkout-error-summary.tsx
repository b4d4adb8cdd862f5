import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import type { BuyerField, FormError, FormField } from '../model/checkout-form';
import { errorText, fieldId } from './checkout-field-text';
import { checkoutMessages as m } from './checkout-messages';

/**
 * A failed submit's summary: how many fields to correct, each a link to its field. It takes the focus when drawn and
 * at each failed submit (`focusKey`), so the visitor hears it and Tab reaches the links. Its code is fetched when the
 * buyer first moves into the form, or at the first failed submit (checkout-form.tsx).
 */
export function CheckoutErrorSummary({ errors, focusKey }: { errors: readonly FormError[]; focusKey: number }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focusKey]);
  return (
    <Summary ref={ref} tabIndex={-1} role="alert" aria-labelledby="checkout-error-summary">
      <h3 id="checkout-error-summary">{intl.formatMessage(m.errorSummary, { count: errors.length })}</h3>
      <ul>
        {errors.map(({ field, error }) => (
          <li key={field}>
            <a href={`#${fieldId(field)}`}>{intl.formatMessage(m.errorSummaryItem, { field: labelOf(intl, field), error: errorText(intl, field, error) })}</a>
          </li>
        ))}
      </ul>
    </Summary>
  );
}

function labelOf(intl: IntlShape, field: FormField): string {
  const traveller = /^traveller\.(\d+)\.(firstName|lastName)$/.exec(field);
  if (traveller) return `${intl.formatMessage(m.travellerLegend, { number: Number(traveller[1]) + 2 })}, ${intl.formatMessage(m[traveller[2] as 'firstName' | 'lastName'])}`;
  if (field === 'paymentMethod') return intl.formatMessage(m.paymentTitle);
  if (field === 'terms') return intl.formatMessage(m.termsLabel, { link: (chunks: ReactNode[]) => chunks.join('') });
  return intl.formatMessage(m[field as BuyerField]);
}

const Summary = styled.div`
  border: 2px solid ${theme.colors.danger};
  border-radius: ${theme.radius.md};
  padding: ${theme.space.md};
  margin-bottom: ${theme.space.md};
  h3 {
    margin: 0 0 ${theme.space.sm};
    color: ${theme.colors.danger};
    font-size: ${theme.font.size.md};
  }
  ul {
    margin: 0;
    padding-left: ${theme.space.lg};
  }
  a {
    color: ${theme.colors.danger};
  }
`;
