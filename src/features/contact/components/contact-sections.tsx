import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppConfig } from '@/shared/app-config';
import { href, type BookingRequest } from '@/shared/routes';
import { theme } from '@/styles/theme';
import { contactMessages as m, faqMessages } from './contact-messages';

/** The anchor of the popular questions, where the help banner's FAQ link leads. */
export const FAQ_ANCHOR = 'faq';

/** The notice shown on return with `ref=contact_thank_you` (§2.10, §5 success text); focused so it is heard. */
export function ContactThankYou() {
  const intl = useIntl();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Notice ref={ref} tabIndex={-1} role="status">
      {intl.formatMessage(m.success)}
    </Notice>
  );
}

/** The help banner with its FAQ link (§2.10): the popular questions, further down this page. */
export function HelpBanner() {
  const intl = useIntl();
  return (
    <Banner aria-labelledby="contact-banner-title">
      <h2 id="contact-banner-title">{intl.formatMessage(m.bannerTitle)}</h2>
      <p>{intl.formatMessage(m.bannerText)}</p>
      <a href={`#${FAQ_ANCHOR}`}>{intl.formatMessage(m.bannerFaq)}</a>
    </Banner>
  );
}

const QUICK_ACTIONS: { request: BookingRequest; label: keyof typeof m }[] = [
  { request: 'modify', label: 'quickModify' },
  { request: 'cancel', label: 'quickCancel' },
  { request: 'invoice', label: 'quickInvoice' },
];

/** Modify, cancel, invoice: each to My booking with the request in the hash (§2.10). */
export function QuickActions() {
  const intl = useIntl();
  const { locale } = useAppConfig();
  return (
    <section aria-labelledby="contact-quick-title">
      <h2 id="contact-quick-title">{intl.formatMessage(m.quickTitle)}</h2>
      <Actions>
        {QUICK_ACTIONS.map(({ request, label }) => (
          <li key={request}>
            <Link href={href.bookingLookup(locale, { request })}>{intl.formatMessage(m[label])}</Link>
          </li>
        ))}
      </Actions>
    </section>
  );
}

/** The five popular questions, each opening its answer (§2.10). */
export function PopularQuestions() {
  const intl = useIntl();
  return (
    <section id={FAQ_ANCHOR} aria-labelledby="contact-faq-title">
      <h2 id="contact-faq-title">{intl.formatMessage(m.faqTitle)}</h2>
      <Questions>
        {faqMessages.map((faq) => (
          <li key={faq.question.id}>
            <details>
              <summary>{intl.formatMessage(faq.question)}</summary>
              <p>{intl.formatMessage(faq.answer)}</p>
            </details>
          </li>
        ))}
      </Questions>
    </section>
  );
}

const Notice = styled.p`
  margin: 0 0 ${theme.space.lg};
  padding: ${theme.space.md};
  border-left: 4px solid ${theme.colors.success};
  background: ${theme.colors.brandLight};
  font-weight: ${theme.font.weight.semibold};
`;

const Banner = styled.section`
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.brandLight};
  h2 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.font.size.lg};
  }
  p {
    margin: 0 0 ${theme.space.sm};
  }
  a {
    color: ${theme.colors.brandDark};
    font-weight: ${theme.font.weight.bold};
  }
`;

const Actions = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
  ${theme.media.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: ${`${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    color: ${theme.colors.brandDark};
    font-weight: ${theme.font.weight.semibold};
    text-decoration: none;
    &:hover {
      border-color: ${theme.colors.brand};
      text-decoration: underline;
    }
  }
`;

const Questions = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    border-top: 1px solid ${theme.colors.border};
  }
  summary {
    min-height: 44px;
    padding: ${`${theme.space.sm} 0`};
    display: list-item;
    cursor: pointer;
    font-weight: ${theme.font.weight.semibold};
  }
  p {
    margin: 0 0 ${theme.space.md};
  }
`;
