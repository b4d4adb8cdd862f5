import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ALL_GRANTED, ALL_REFUSED, type ConsentChoices } from '@/lib/consent/consent';
import { saveConsent } from '@/lib/consent/consent-store';
import { useAppConfig } from '@/shared/app-config';
import { href } from '@/shared/routes';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';
import { consentPurposesPart } from './consent-parts';

export type ConsentBannerProps = {
  /** the visitor's current answer (reopened from the footer), or null on a first visit */
  choices: ConsentChoices | null;
  /** opened again from the footer's 'Cookie preferences': the choices show at once and take the focus */
  reopened: boolean;
};

/**
 * The cookie banner: 'Refuse all', 'Customise' and 'Accept all' side by side, same size and weight (refusing is as
 * easy as accepting); 'Customise' shows one checkbox per purpose (none ticked on a first visit) and 'Save my choices'.
 * A labelled region, not a modal: the page stays usable behind it. Reopened from the footer it takes the focus and
 * gives it back to the footer's button once saved; on a first visit the focus goes back to where the keyboard came
 * from into the banner, or to the page's content (issue 32).
 */
export function ConsentBanner({ choices, reopened }: ConsentBannerProps) {
  const { locale } = useAppConfig();
  const titleId = useId();
  const [customising, setCustomising] = useState(reopened);
  const [Purposes, setPurposes] = useState(() => consentPurposesPart.current());
  const [draft, setDraft] = useState<ConsentChoices>(choices ?? ALL_REFUSED);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const regionRef = useRef<HTMLElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  // Reopened after the banner's code was already here: its checkboxes may not be yet.
  useEffect(() => {
    if (!reopened || Purposes) return;
    consentPurposesPart.load().then(
      (loaded) => setPurposes(() => loaded),
      () => undefined,
    );
  }, [reopened, Purposes]);

  useEffect(() => {
    if (!reopened) return;
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    headingRef.current?.focus();
  }, [reopened]);

  // A first visit: the element the focus came from into the banner (the skip link, by keyboard) gets it back.
  useEffect(() => {
    if (reopened) return;
    const region = regionRef.current;
    const onFocusOut = (event: FocusEvent) => {
      const from = event.target;
      if (from instanceof HTMLElement && from !== document.body && !region?.contains(from) && region?.contains(event.relatedTarget as Node | null)) returnTo.current = from;
    };
    document.addEventListener('focusout', onFocusOut);
    return () => document.removeEventListener('focusout', onFocusOut);
  }, [reopened]);

  // The checkboxes' code comes on the first 'Customise' (the button turns into 'Save my choices' once they are here).
  const customise = () => {
    consentPurposesPart.load().then(
      (loaded) => {
        setPurposes(() => loaded);
        setCustomising(true);
      },
      () => undefined, // offline: the three answers still work
    );
  };

  // The banner goes once answered: the focus it held goes back where it came from, else to the page's content (never
  // to <body>, where the next Tab would start the page over).
  const save = (answer: ConsentChoices) => {
    const back = returnTo.current;
    const hadFocus = regionRef.current?.contains(document.activeElement) ?? false;
    saveConsent(answer);
    if (back?.isConnected) back.focus({ preventScroll: !reopened });
    else if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <Region ref={regionRef} role="region" aria-labelledby={titleId} data-testid="consent-banner">
      <Inner>
        <Title id={titleId} ref={headingRef} tabIndex={-1}>
          <FormattedMessage id="consent.title" />
        </Title>
        <Text>
          <FormattedMessage
            id="consent.text"
            values={{ policy: (chunks) => <a href={href.legal(locale, 'cookies')}>{chunks}</a> }}
          />
        </Text>
        {customising && Purposes && <Purposes titleId={titleId} draft={draft} onChange={setDraft} />}
        <Actions>
          <Choice type="button" onClick={() => save(ALL_REFUSED)}>
            <FormattedMessage id="consent.refuseAll" />
          </Choice>
          {customising && Purposes ? (
            <Choice type="button" onClick={() => save(draft)}>
              <FormattedMessage id="consent.save" />
            </Choice>
          ) : (
            <Choice type="button" onClick={customise}>
              <FormattedMessage id="consent.customise" />
            </Choice>
          )}
          <Choice type="button" onClick={() => save(ALL_GRANTED)}>
            <FormattedMessage id="consent.acceptAll" />
          </Choice>
        </Actions>
      </Inner>
    </Region>
  );
}

const Region = styled.section`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${theme.zIndex.toast};
  max-height: 80vh;
  overflow-y: auto;
  background: ${theme.colors.white};
  color: ${theme.colors.text};
  border-top: 2px solid ${theme.colors.brand};
  box-shadow: ${theme.shadow.lg};
`;
const Inner = styled.div`
  ${pageColumn}
  padding: ${theme.space.md};
  display: grid;
  gap: ${theme.space.sm};
`;
const Title = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.lg};
  color: ${theme.colors.brandDark};
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
const Text = styled.p`
  margin: 0;
  a {
    color: ${theme.colors.brandDark};
  }
`;
const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.sm};
  ${theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;
/** The three answers look alike: no button is favoured. */
const Choice = styled.button`
  min-height: 44px;
  padding: ${`${theme.space.sm} ${theme.space.md}`};
  border-radius: ${theme.radius.pill};
  border: 2px solid ${theme.colors.brandDark};
  background: ${theme.colors.brandDark};
  color: ${theme.colors.white};
  font: inherit;
  font-weight: ${theme.font.weight.bold};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.brand};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
