import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useLocationHash } from '@/lib/use-location-hash';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { OrderView } from '@/contracts/checkout';
import { useAppConfig } from '@/shared/app-config';
import { CONFIRMATION_KEY_HASH, href } from '@/shared/routes';
import { theme } from '@/styles/theme';
import { fetchOrder } from '../api/checkout-api';
import { Page } from './checkout-view';
import { orderMessages as m } from './order-messages';
import { OrderSummary } from './order-summary';

type State = { kind: 'reading' } | { kind: 'ready'; order: OrderView } | { kind: 'unreadable' };

/**
 * The confirmation page's content (issue 18): the order read with the access key of the hash (`#key=…`), then the
 * booking number, what happens next, the e-mail sent, the recap and Print. Without a key, or with a wrong one, the
 * way to the booking lookup.
 */
export function OrderConfirmation({ bookingNumber }: { bookingNumber: string }) {
  const intl = useIntl();
  const { locale } = useAppConfig();
  const hash = useLocationHash();
  const key = hash === null ? undefined : new URLSearchParams(hash.replace(/^#/, '')).get(CONFIRMATION_KEY_HASH);
  const [fetched, setState] = useState<State>({ kind: 'reading' });
  const state: State = key === null ? { kind: 'unreadable' } : fetched;

  useEffect(() => {
    if (!key) return;
    let live = true;
    void fetchOrder(bookingNumber, key).then((outcome) => {
      if (live) setState(outcome.kind === 'ok' ? { kind: 'ready', order: outcome.value } : { kind: 'unreadable' });
    });
    return () => {
      live = false;
    };
  }, [bookingNumber, key]);

  return (
    <Page>
      <h1>{intl.formatMessage(m.title)}</h1>
      {state.kind === 'reading' && <p role="status">{intl.formatMessage(m.loading)}</p>}
      {state.kind === 'unreadable' && (
        <p role="alert">
          {intl.formatMessage(m.unreadable)} <Link href={href.bookingLookup(locale)}>{intl.formatMessage(m.lookupTitle)}</Link>
        </p>
      )}
      {state.kind === 'ready' && (
        <Narrow>
          <OrderSummary
            order={state.order}
            actions={
              <PrintBar>
                <Button variant="secondary" onClick={() => window.print()}>
                  {intl.formatMessage(m.print)}
                </Button>
              </PrintBar>
            }
          />
        </Narrow>
      )}
    </Page>
  );
}

const Narrow = styled.div`
  max-width: 720px;
`;

const PrintBar = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  @media print {
    display: none;
  }
`;
