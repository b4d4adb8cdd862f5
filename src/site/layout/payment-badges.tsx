import type { ReactElement } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { PaymentMethod } from '@/contracts/checkout';
import { FOOTER_PAYMENT_METHODS } from './footer-links';
import { theme } from '@/styles/theme';

const METHOD_NAMES = defineMessages<PaymentMethod>({
  card: { id: 'footer.payment.card' },
  bankTransfer: { id: 'footer.payment.bankTransfer' },
  hotel: { id: 'footer.payment.hotel' },
});

/** Icons drawn inline (no image request, no third-party logo): a card, a bank, a hotel bed. */
const ICONS: Record<PaymentMethod, ReactElement> = {
  card: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M2 10h20" stroke="currentColor" strokeWidth="2" />
      <path d="M6 15h5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  bankTransfer: (
    <>
      <path d="M3 9l9-5 9 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M5 10v7M9.5 10v7M14.5 10v7M19 10v7M3 20h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  hotel: (
    <>
      <path d="M3 6v13M3 15h18v4M21 15v-3a3 3 0 0 0-3-3h-7v6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="7" cy="11.5" r="2" fill="none" stroke="currentColor" strokeWidth="2" />
    </>
  ),
};

/** The payment methods the checkout takes, each as an icon with its name (§2.12 'payment-method logos'). */
export function PaymentBadges() {
  return (
    <Badges>
      {FOOTER_PAYMENT_METHODS.map((method) => (
        <Badge key={method} data-method={method}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            {ICONS[method]}
          </svg>
          <FormattedMessage {...METHOD_NAMES[method]} />
        </Badge>
      ))}
    </Badges>
  );
}

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Badge = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  padding: ${`${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.white};
  color: ${theme.colors.brandDark};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
`;
