import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Dialog } from '@/components/ui/dialog';
import { toCatalogLocale, type Locale } from '@/lib/locales';
import { useAppConfig } from '@/shared/app-config';
import { theme } from '@/styles/theme';
import { eligibilityUrl, useEligibility } from '../api/eligibility-api';
import { offerSummary } from '../model/offer-summary';
import { instalmentMessages as m } from './instalment-messages';

/**
 * The dialog's body (date-fns and its locales with it), and the placeholder it shows while the body loads, come when
 * the visitor reaches for the trigger, not with the page.
 */
const loadBody = () => import('./ease-your-budget');
const loadPlaceholder = () => import('./ease-your-budget-placeholder');
const EaseYourBudget = lazy(() => loadBody().then((mod) => ({ default: mod.EaseYourBudget })));
const Placeholder = lazy(loadPlaceholder);
const prefetch = () => {
  void loadPlaceholder();
  void loadBody();
};

export type InstalmentOfferProps = {
  /** the purchase's total, in cents, as the server priced it */
  amount: number;
  /** check-in day, yyyy-MM-dd */
  arrival: string;
  /** the last day to cancel (yyyy-MM-dd) when the purchase is cancellable, else null */
  cancellableUntil?: string | null;
  locale: Locale;
};

/**
 * 'Pay in 3 or 4 instalments' (or what the server grants this purchase) opening the 'Ease your budget' dialog
 * (§2.16). Nothing is shown while the server answers, when it grants nothing, or when it cannot be reached.
 */
export function InstalmentOffer({ amount, arrival, cancellableUntil = null, locale }: InstalmentOfferProps) {
  const intl = useIntl();
  const { apiBase, frontGatewayBase } = useAppConfig();
  const url = amount > 0 ? eligibilityUrl(frontGatewayBase ?? apiBase, { amount, checkinDate: arrival, cancellableUntil, locale: toCatalogLocale(locale) }) : null;
  const answer = useEligibility(url);
  const summary = offerSummary(answer);
  if (!answer || !summary) return null;
  return (
    <Dialog
      title={intl.formatMessage(m.title)}
      trigger={
        <Trigger type="button" data-testid="instalment-offer" onPointerEnter={prefetch} onFocus={prefetch}>
          {intl.formatMessage(m.trigger, { offer: summary })}
        </Trigger>
      }
    >
      {/* Until the placeholder's code is here too (fetched with the body), the dialog shows its title alone. */}
      <Suspense fallback={null}>
        <Suspense fallback={<Placeholder />}>
          <EaseYourBudget answer={answer} locale={locale} />
        </Suspense>
      </Suspense>
    </Dialog>
  );
}

const Trigger = styled.button`
  display: inline-block;
  min-height: 24px;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.brandDark};
  font: inherit;
  font-size: ${theme.font.size.sm};
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
