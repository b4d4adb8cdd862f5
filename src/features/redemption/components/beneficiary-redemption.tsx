import { format, parseISO } from 'date-fns';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatMoney } from '@/lib/money';
import { TextField } from '@/components/ui/text-field';
import { BENEFICIARY_SESSION_ENDED, stayNights, type BeneficiaryFacets, type BeneficiaryGift, type BeneficiaryOfferCard, type BeneficiarySessionEndReason } from '@/contracts/redemption';
import { dateLocale } from '@/lib/date-locale';
import { addDays, daysBetween } from '@/lib/days';
import { toCatalogLocale } from '@/lib/locales';
import { useAppConfig } from '@/shared/app-config';
import { href } from '@/shared/routes';
import { writeProductHash } from '@/shared/search-address/product-hash';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';
import { fetchBeneficiaryFacets, fetchBeneficiaryOffers, loginWithCode, logoutBeneficiary, type Outcome, type OffersFilters } from '../api/redemption-api';
import { afterBeneficiaryCall, type AfterCall } from '../model/session-outcome';
import { RedemptionCalendar } from './redemption-calendar';
import { codeProblemText, redemptionMessages as m } from './redemption-messages';
import { waitValues } from '@/lib/retry-after';

type Session = { gift: BeneficiaryGift };
type Results = { cards: BeneficiaryOfferCard[]; total: number; page: number };

const NO_FILTERS: OffersFilters = { page: 0, stars: [], regionId: null, hotelId: null, checkin: null, nights: null };

/** The search's check-in and nights, as the site's calendar field takes them (a range, its check-out the day after the last night). */
export type BeneficiaryDatesSlot = {
  checkin: string | null;
  checkout: string | null;
  onChange: (range: { checkin: string | null; checkout: string | null }) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export type BeneficiaryRedemptionProps = {
  /** the gift of the beneficiary's session as the page was rendered (a reload, the way back from the checkout) */
  initialGift?: BeneficiaryGift | null;
  /** why a session this browser had shows the code field again */
  ended?: BeneficiarySessionEndReason | null;
  /** the calendar field (another feature's, handed in by the site); without it the search has no dates */
  renderDates?: (slot: BeneficiaryDatesSlot) => ReactNode;
};

/**
 * The beneficiary's page (/beneficiary/login, §2.13; docs/redemption.md): a gift code, which opens the beneficiary's
 * session on the server, then the stays the gift buys with each card's supplement (§1) and the facets (§7), then a
 * stay's calendar marking each day included, supplement or not available (§5), whose chosen day goes to the stay
 * checkout where the session's gift pays. A session that ended, or whose gift was used meanwhile, comes back to the
 * code field saying so.
 */
export function BeneficiaryRedemption({ initialGift = null, ended = null, renderDates }: BeneficiaryRedemptionProps) {
  const intl = useIntl();
  const { locale } = useAppConfig();
  const catalogLocale = toCatalogLocale(locale);
  const [session, setSession] = useState<Session | null>(initialGift ? { gift: initialGift } : null);
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(() => (ended ? intl.formatMessage(endedText(ended)) : null));
  const [filters, setFilters] = useState<OffersFilters>(NO_FILTERS);
  const [results, setResults] = useState<Results | null>(null);
  const [facets, setFacets] = useState<BeneficiaryFacets | null>(null);
  const [calendarOf, setCalendarOf] = useState<BeneficiaryOfferCard | null>(null);
  const [datesOpen, setDatesOpen] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const refusal = (outcome: Exclude<Outcome<unknown>, { kind: 'ok' }>): string =>
    outcome.kind === 'problem'
      ? intl.formatMessage(codeProblemText(outcome.problem.code))
      : outcome.kind === 'sessionEnded'
        ? intl.formatMessage(m.sessionEnded)
        : outcome.kind === 'rateLimited'
          ? intl.formatMessage(m.rateLimited, waitValues(outcome.retryAfter))
          : outcome.kind === 'invalid'
            ? intl.formatMessage(m.unknown)
            : intl.formatMessage(m.failed);

  /** The session cannot go on (ended, or its gift used meanwhile): back to the code field, saying why. */
  const backToLogin = (reason: Extract<AfterCall, { kind: 'login' }>['reason']) => {
    setCalendarOf(null);
    setSession(null);
    setResults(null);
    setFacets(null);
    setError(intl.formatMessage(endedText(reason)));
    // A gift that can no longer be used: its session is ended on the server too.
    if (reason !== BENEFICIARY_SESSION_ENDED) void logoutBeneficiary();
  };

  // Rendered after the session's gift was used or expired meanwhile: the session is ended on the server too.
  useEffect(() => {
    if (ended && ended !== BENEFICIARY_SESSION_ENDED) void logoutBeneficiary();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!session) return;
    let live = true;
    void Promise.all([fetchBeneficiaryOffers(catalogLocale, filters), fetchBeneficiaryFacets(catalogLocale, { ...filters, page: 0 })]).then(([offers, counts]) => {
      if (!live) return;
      if (offers.kind !== 'ok') {
        const next = afterBeneficiaryCall(offers);
        return next.kind === 'login' ? backToLogin(next.reason) : setError(refusal(offers));
      }
      setError(null);
      setResults((before) => ({ cards: filters.page > 0 && before ? [...before.cards, ...offers.value.exactMatches] : offers.value.exactMatches, total: offers.value.totalCount, page: filters.page }));
      if (counts.kind === 'ok') setFacets(counts.value);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, filters, catalogLocale]);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const codeError = code.trim() === '' ? intl.formatMessage({ id: 'checkout.error.required' }) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTouched(true);
    if (codeError) return document.getElementById('beneficiary-code')?.focus();
    setBusy(true);
    const outcome = await loginWithCode(code.trim(), catalogLocale);
    setBusy(false);
    if (outcome.kind !== 'ok') return setError(refusal(outcome));
    setError(null);
    setFilters(NO_FILTERS);
    setSession({ gift: outcome.value });
    requestAnimationFrame(() => resultsRef.current?.focus());
  };

  // 'Use another code': the session ends on the server (its cookie cleared), then the code field.
  const logout = async () => {
    const outcome = await logoutBeneficiary();
    if (outcome.kind !== 'ok') console.error(`the beneficiary's session was not ended (${outcome.kind})`);
    setError(null);
    setSession(null);
    setResults(null);
    setFacets(null);
    setCode('');
    setTouched(false);
  };

  const fnsLocale = dateLocale(locale);
  const firstMonth = filters.checkin?.slice(0, 7) ?? format(new Date(), 'yyyy-MM');
  // The stay searched: the calendar and the checkout's link price these nights (never fewer than the gift's).
  const nights = session ? stayNights(session.gift.nights, filters.nights) : 1;
  const datesSlot: BeneficiaryDatesSlot = {
    checkin: filters.checkin,
    checkout: filters.checkin ? addDays(filters.checkin, nights) : null,
    onChange: ({ checkin, checkout }) =>
      setFilters((f) => ({ ...f, page: 0, checkin: checkin && checkout ? checkin : null, nights: checkin && checkout ? daysBetween(checkin, checkout) : null })),
    open: datesOpen,
    onOpenChange: setDatesOpen,
  };

  return (
    <Page>
      <h1>{intl.formatMessage(m.title)}</h1>
      {error && (
        <p ref={errorRef} tabIndex={-1} role="alert" className="problem">
          {error}
        </p>
      )}
      {!session && (
        <>
          <p>{intl.formatMessage(m.intro)}</p>
          <form onSubmit={(e) => void submit(e)} noValidate className="login">
            <TextField
              id="beneficiary-code"
              label={intl.formatMessage(m.codeLabel)}
              hint={intl.formatMessage(m.codeHint)}
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              required
              status={touched && codeError ? 'invalid' : 'idle'}
              error={touched ? codeError : null}
              onChange={(e) => setCode(e.target.value)}
              onBlur={() => setTouched(true)}
            />
            <Button type="submit" aria-disabled={busy || undefined}>
              {intl.formatMessage(busy ? m.submitting : m.submit)}
            </Button>
          </form>
        </>
      )}
      {session && (
        <>
          <section className="gift" aria-labelledby="beneficiary-gift">
            <h2 id="beneficiary-gift" ref={resultsRef} tabIndex={-1}>
              {session.gift.box ? intl.formatMessage(m.giftBox, { title: session.gift.box.title }) : intl.formatMessage(m.giftStay)}
            </h2>
            <p>
              {intl.formatMessage(m.giftDetails, { value: formatMoney(session.gift.value, intl.locale), nights: session.gift.nights, date: format(parseISO(session.gift.validUntil), 'd MMMM yyyy', { locale: fnsLocale }) })}
            </p>
            <Button variant="secondary" onClick={() => void logout()}>
              {intl.formatMessage(m.logout)}
            </Button>
          </section>
          {renderDates && (
            <Filters>
              <div className="dates">
                {renderDates(datesSlot)}
                <p>{intl.formatMessage(m.datesHint, { nights: session.gift.nights })}</p>
              </div>
            </Filters>
          )}
          {facets && (
            <Filters>
              <fieldset>
                <legend>{intl.formatMessage(m.stars)}</legend>
                {facets.stars.map((s) => (
                  <label key={s.value}>
                    <input
                      type="checkbox"
                      checked={filters.stars.includes(s.value)}
                      onChange={(e) => setFilters((f) => ({ ...f, page: 0, stars: e.target.checked ? [...f.stars, s.value] : f.stars.filter((x) => x !== s.value) }))}
                    />
                    {intl.formatMessage(m.starsValue, { stars: s.value, count: s.count })}
                  </label>
                ))}
              </fieldset>
              <label className="region">
                {intl.formatMessage(m.region)}
                <select value={filters.regionId ?? ''} onChange={(e) => setFilters((f) => ({ ...f, page: 0, regionId: e.target.value ? Number(e.target.value) : null }))}>
                  <option value="">{intl.formatMessage(m.allRegions)}</option>
                  {facets.regions.map((r) => (
                    <option key={r.value} value={r.value}>
                      {intl.formatMessage(m.regionValue, { label: r.label, count: r.count })}
                    </option>
                  ))}
                </select>
              </label>
              <label className="region">
                {intl.formatMessage(m.hotel)}
                <select value={filters.hotelId ?? ''} onChange={(e) => setFilters((f) => ({ ...f, page: 0, hotelId: e.target.value ? Number(e.target.value) : null }))}>
                  <option value="">{intl.formatMessage(m.allHotels)}</option>
                  {facets.hotels.map((h) => (
                    <option key={h.value} value={h.value}>
                      {intl.formatMessage(m.regionValue, { label: h.label, count: h.count })}
                    </option>
                  ))}
                </select>
              </label>
            </Filters>
          )}
          {results && (
            <section aria-labelledby="beneficiary-results">
              <h2 id="beneficiary-results" aria-live="polite">
                {intl.formatMessage(m.count, { count: results.total })}
              </h2>
              <Cards>
                {results.cards.map((card) => (
                  <li key={card.id} data-testid="beneficiary-offer">
                    {/* eslint-disable-next-line @next/next/no-img-element */}
                    <img src={card.imageUrl} alt="" loading="lazy" width={320} height={180} />
                    <h3>{card.label}</h3>
                    <p className="hotel">
                      <span>{card.hotel.label}</span>
                      {card.hotel.city && <span className="city">{card.hotel.city}</span>}
                    </p>
                    <p className="price">{intl.formatMessage(card.priceFrom ? m.priceFrom : m.price, { amount: formatMoney(card.price, intl.locale) })}</p>
                    <p className={card.supplement === 0 ? 'included' : 'supplement'}>
                      {card.supplement === 0 ? intl.formatMessage(m.included) : intl.formatMessage(m.supplement, { amount: formatMoney(card.supplement, intl.locale) })}
                    </p>
                    <Button variant="secondary" onClick={() => setCalendarOf(card)} aria-label={intl.formatMessage(m.datesOf, { label: card.label })}>
                      {intl.formatMessage(m.dates)}
                    </Button>
                  </li>
                ))}
              </Cards>
              {results.cards.length < results.total && (
                <Button variant="secondary" onClick={() => setFilters((f) => ({ ...f, page: results.page + 1 }))}>
                  {intl.formatMessage(m.more)}
                </Button>
              )}
            </section>
          )}
          <Dialog open={calendarOf !== null} onOpenChange={(open) => !open && setCalendarOf(null)} title={calendarOf ? intl.formatMessage(m.calendarTitle, { label: calendarOf.label }) : ''}>
            {calendarOf && (
              <RedemptionCalendar
                offer={calendarOf}
                gift={{ ...session.gift, nights }}
                locale={locale}
                firstMonth={firstMonth}
                onSessionEnded={() => backToLogin(BENEFICIARY_SESSION_ENDED)}
                bookHref={(checkin, activityDates) =>
                  href.stayCheckout(locale, calendarOf.id, {
                    // A gift stay is for two adults: the link names them (`a=2`).
                    hash: writeProductHash({ checkin, nights, adults: 2, activityDates: [...activityDates] }, ['adults']),
                  })
                }
              />
            )}
          </Dialog>
        </>
      )}
    </Page>
  );
}

/** Why the code field is back: the session ended, or the code's own refusal text. */
const endedText = (reason: string) => (reason === BENEFICIARY_SESSION_ENDED ? m.sessionEnded : codeProblemText(reason));

const Page = styled.div`
  ${pageColumn}
  padding: ${theme.space.lg} ${theme.space.md};
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  .login {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.md};
    max-width: 28rem;
  }
  .problem {
    color: ${theme.colors.danger};
    font-weight: 600;
  }
  .gift {
    background: ${theme.colors.brandLight};
    border-radius: ${theme.radius.md};
    padding: ${theme.space.md};
    h2 {
      margin-top: 0;
    }
  }
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.lg};
  align-items: flex-start;
  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
    min-height: 44px;
  }
  .region {
    flex-direction: column;
    align-items: flex-start;
    select {
      min-height: 44px;
    }
  }
  /* The calendar field stands alone here (no search bar around it): its own box shows it is a control. */
  .dates {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.xs};
    min-width: min(100%, 22rem);
    > div > button {
      width: 100%;
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radius.md};
      padding: ${theme.space.sm} ${theme.space.md};
    }
    p {
      margin: 0;
      color: ${theme.colors.textMuted};
    }
  }
`;

const Cards = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  li {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.xs};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    padding: ${theme.space.md};
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${theme.radius.sm};
  }
  h3,
  p {
    margin: 0;
  }
  .hotel {
    color: ${theme.colors.textMuted};
    .city::before {
      content: ' · ';
    }
  }
  .included {
    color: ${theme.colors.success};
    font-weight: 700;
  }
  .supplement {
    color: ${theme.colors.warning};
    font-weight: 700;
  }
`;
