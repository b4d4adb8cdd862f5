import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { LinkButton } from '@/components/ui/button';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { timeZoneOf } from '@/lib/locales';
import { useAppConfig } from '@/shared/app-config';
import { isChatOpen } from '../model/chat';
import { contactMessages as m } from './contact-messages';

/**
 * The chat card's button (§2.10), only rendered where the messenger is enabled (the page's loader decides with
 * isChatEnabled). During the chat hours (§1: 9 to 6, Monday to Friday, on the point of sale's clock) it opens the
 * messenger; outside them it says the chat is closed. The clock is read in the browser, after the first render, so
 * a cached page never shows a stale state.
 */
export function ChatButton({ url }: { url: string }) {
  const intl = useIntl();
  const { locale } = useAppConfig();
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    const check = () => setOpen(isChatOpen(new Date(), timeZoneOf(locale)));
    check();
    const timer = setInterval(check, 60_000);
    return () => clearInterval(timer);
  }, [locale]);
  if (open === null) return null;
  if (!open) return <p>{intl.formatMessage(m.chatClosed)}</p>;
  return (
    <LinkButton href={url} target="_blank" rel="noopener noreferrer" variant="secondary">
      {intl.formatMessage(m.chatButton)} <VisuallyHidden>{intl.formatMessage(m.chatNewWindow)}</VisuallyHidden>
    </LinkButton>
  );
}
