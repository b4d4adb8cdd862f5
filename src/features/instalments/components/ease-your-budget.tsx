import { format, parseISO } from 'date-fns';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Money } from '@/components/ui/money';
import { DEFERRED_PAYMENT, INSTALMENT_PLANS, PAYPAL_PAY_LATER, type EligibilityResponse, type PaymentMethod } from '@/contracts/instalments';
import { dateLocale } from '@/lib/date-locale';
import type { Locale } from '@/lib/locales';
import { theme } from '@/styles/theme';
import { instalmentMessages as m } from './instalment-messages';

type Props = { answer: EligibilityResponse; locale: Locale };

/** The 'Ease your budget' modal's body (§2.16): each method the server granted, with its schedule, fee and conditions. */
export function EaseYourBudget({ answer, locale }: Props) {
  const intl = useIntl();
  const id = useId();
  const day = (iso: string) => format(parseISO(iso), 'PPP', { locale: dateLocale(locale) });
  return (
    <Body>
      <p>{intl.formatMessage(m.intro)}</p>
      {answer.paymentMethods.map((method) =>
        method.type === 'deferred' ? (
          <section key={method.type} aria-labelledby={`${id}-deferred`}>
            <h3 id={`${id}-deferred`}>{intl.formatMessage(m.deferredTitle)}</h3>
            <p>{intl.formatMessage(m.deferredPayment, { amount: <Money cents={method.totalAmount} />, date: day(method.installments[0].dueDate) })}</p>
            <p className="note">{intl.formatMessage(m.deferredConditions, { days: DEFERRED_PAYMENT.minDaysAhead, before: DEFERRED_PAYMENT.daysBeforeCheckin })}</p>
          </section>
        ) : (
          <PlanSection key={method.type} method={method} plan={INSTALMENT_PLANS[method.type]} day={day} headingId={`${id}-${method.type}`} />
        ),
      )}
      {answer.paypalPayLater && (
        <section aria-labelledby={`${id}-paypal`}>
          <h3 id={`${id}-paypal`}>{intl.formatMessage(m.paypalTitle)}</h3>
          <p>{intl.formatMessage(m.paypalText, { min: <Money cents={PAYPAL_PAY_LATER.minAmount} />, max: <Money cents={PAYPAL_PAY_LATER.maxAmount} /> })}</p>
        </section>
      )}
    </Body>
  );
}

type Plan = (typeof INSTALMENT_PLANS)[keyof typeof INSTALMENT_PLANS];

function PlanSection({ method, plan, day, headingId }: { method: PaymentMethod; plan: Plan; day: (iso: string) => string; headingId: string }) {
  const intl = useIntl();
  const [first, ...next] = method.installments;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{intl.formatMessage(m.planTitle, { count: plan.payments })}</h3>
      <ol>
        <li>{intl.formatMessage(m.planFirst, { amount: <Money cents={first.amount} />, fee: <Money cents={method.paymentFee} />, hasFee: method.paymentFee > 0 ? 'yes' : 'no' })}</li>
        {next.map((payment) => (
          <li key={payment.dueDate}>{intl.formatMessage(m.planNext, { amount: <Money cents={payment.amount} />, date: day(payment.dueDate) })}</li>
        ))}
      </ol>
      <p>
        <strong>{intl.formatMessage(m.planTotal, { amount: <Money cents={method.totalAmount} /> })}</strong>
      </p>
      <p className="note">
        {intl.formatMessage(m.planConditions, { days: plan.minDaysAhead, min: <Money cents={plan.minAmount} />, max: <Money cents={plan.maxAmount} /> })}
      </p>
    </section>
  );
}

const Body = styled.div`
  section {
    padding: ${theme.space.md} 0;
    border-top: 1px solid ${theme.colors.border};
  }
  h3 {
    font-size: ${theme.font.size.md};
    margin: 0 0 ${theme.space.sm};
  }
  p,
  ol {
    margin: 0 0 ${theme.space.xs};
  }
  ol {
    padding-left: ${theme.space.lg};
  }
  .note {
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
  }
`;
