import { useEffect, useId, useReducer, useRef, type FormEvent, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { addDays } from '@/lib/days';
import { waitValues } from '@/lib/retry-after';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { Money } from '@/components/ui/money';
import type { ModificationOption } from '@/contracts/booking-modification';
import type { CancelOrderRequest, OrderView } from '@/contracts/checkout';
import { theme } from '@/styles/theme';
import { fetchModificationOptions, modifyBooking } from '../api/modification-api';
import type { TravellerName } from '../model/checkout-form';
import { initialModification, listedOptions, modificationReducer, modificationRequest, newTravellers, type ModificationCriteria } from '../model/booking-modification-state';
import { fieldError, MAX_LENGTH, type FieldError } from '../model/field-rules';
import { Day } from './recap-parts';
import { Field, TextField } from './text-field';
import { Difference, Settled } from './modification-money';

const messages = defineMessages({
  open: { id: 'bookingLookup.modify.open' },
  title: { id: 'bookingLookup.modify.title' },
  free: { id: 'bookingLookup.modify.free' },
  checkin: { id: 'bookingLookup.modify.checkin' },
  nights: { id: 'bookingLookup.modify.nights' },
  search: { id: 'bookingLookup.modify.search' },
  searching: { id: 'bookingLookup.modify.searching' },
  none: { id: 'bookingLookup.modify.none' },
  current: { id: 'bookingLookup.modify.current' },
  newTotal: { id: 'bookingLookup.modify.newTotal' },
  confirmTitle: { id: 'bookingLookup.modify.confirmTitle' },
  confirmText: { id: 'bookingLookup.modify.confirmText' },
  confirm: { id: 'bookingLookup.modify.confirm' },
  keep: { id: 'bookingLookup.cancel.keep' },
  priceChanged: { id: 'bookingLookup.modify.priceChanged' },
  done: { id: 'bookingLookup.modify.done' },
  giftCodes: { id: 'bookingLookup.modify.giftCodes' },
  closed: { id: 'bookingLookup.modify.closed' },
  notPossible: { id: 'bookingLookup.modify.notPossible' },
  unavailable: { id: 'product.booking.error.unavailable' },
  guests: { id: 'guests.label' },
  adults: { id: 'guests.adults' },
  children: { id: 'guests.children' },
  childrenHelp: { id: 'guests.children.help' },
  babies: { id: 'guests.babies' },
  babiesHelp: { id: 'guests.babies.help' },
  guestsSummary: { id: 'guests.summary' },
  activityDay: { id: 'bookingLookup.modify.activityDay' },
  newTravellers: { id: 'bookingLookup.modify.newTravellers' },
  namesRefused: { id: 'bookingLookup.modify.namesRefused' },
  travellerLegend: { id: 'checkout.travellers.legend' },
  firstName: { id: 'checkout.field.firstName' },
  lastName: { id: 'checkout.field.lastName' },
  errorRequired: { id: 'checkout.error.required' },
  errorText: { id: 'checkout.error.text' },
  errorTooLong: { id: 'checkout.error.tooLong' },
  rateLimited: { id: 'bookingLookup.rateLimited' },
  failed: { id: 'bookingLookup.failed' },
});
const m = messages as Record<keyof typeof messages, MessageDescriptor>;

/** How the page draws one of the hotel's stays: the search's card in its MODIFICATION view (features do not import each other). */
export type ModificationCard = (props: { option: ModificationOption; index: number; chosen: boolean; onChoose?: () => void }) => ReactNode;

const MAX_NIGHTS = 14;
/** The guests one booking may hold (the checkout's limits: 1-20 adults, up to 10 children and 10 babies). */
const GUEST_RANGES = { adults: [1, 20], children: [0, 10], babies: [0, 10] } as const;

/** The checkout's rule for a traveller's name (field-rules.ts): required, letters, the length the server takes. */
const NAME_RULE = { kind: 'name', required: true } as const;
const NAME_PARTS = ['firstName', 'lastName'] as const;
const nameFieldId = (index: number, part: keyof TravellerName) => `modify-traveller-${index}-${part}`;


/** A booking the visitor may try to modify: a stay confirmed, or waiting for its transfer (the server decides the rest). */
export const mayModify = (order: OrderView) =>
  !order.gift && (order.status === 'confirmed' || (order.status === 'pending_payment' && order.paymentMethod === 'bankTransfer'));

/**
 * My booking's 'Modify my booking' (docs/checkout.md 'Modifying a booking'): dates and guests, then the same hotel's
 * stays for them as cards with their new total and difference; choosing one asks to confirm, with the day of each
 * activity that needs one; the server prices it again and checks the price and the rooms. Past the deadline, or for a booking that cannot change online, it says so.
 */
export function BookingModification({
  order,
  proof,
  renderCard,
  startOpen = false,
  onModified,
}: {
  order: OrderView;
  proof: CancelOrderRequest;
  renderCard: ModificationCard;
  startOpen?: boolean;
  onModified: (order: OrderView) => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const [state, dispatch] = useReducer(modificationReducer, order, (booked) => initialModification(booked, startOpen));
  const { open, criteria, loading, answer, problem, wait, chosen, activityDays, priceMoved, saving, done, namesTouched, namesRefused } = state;
  const problemRef = useRef<HTMLParagraphElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The last search asked wins: an earlier answer arriving late is dropped.
  const searches = useRef(0);

  // Each alert said takes the focus.
  useEffect(() => {
    if (state.alerts === 0) return;
    const frame = requestAnimationFrame(() => problemRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [state.alerts]);

  const search = async (dates = criteria) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(dates.checkin)) return;
    const mine = ++searches.current;
    dispatch({ type: 'searchStarted' });
    const outcome = await fetchModificationOptions(order.bookingNumber, proof, dates);
    if (mine === searches.current) dispatch({ type: 'searchAnswered', outcome });
  };

  // Opened (by the button or the contact page's quick action): the stays for the booking's own dates come at once.
  useEffect(() => {
    if (!open || answer || done) return;
    queueMicrotask(() => void search());
    const frame = requestAnimationFrame(() => headingRef.current?.focus());
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void search();
  };

  // More adults or children than the booking names: their names are asked with the choice (the checkout's rules).
  const newNames = newTravellers(state, order);
  const nameError = (index: number, part: keyof TravellerName) => fieldError(NAME_RULE, newNames[index][part]);
  const changeCriteria = (change: Partial<ModificationCriteria>) => dispatch({ type: 'criteriaChanged', criteria: change });

  const confirm = async () => {
    if (!chosen || saving) return;
    const wrong = newNames.flatMap((_, i) => NAME_PARTS.filter((part) => nameError(i, part)).map((part) => nameFieldId(i, part)));
    if (wrong.length > 0) {
      dispatch({ type: 'namesShown', fields: newNames.flatMap((_, i) => NAME_PARTS.map((part) => nameFieldId(i, part))) });
      document.getElementById(wrong[0])?.focus();
      return;
    }
    dispatch({ type: 'confirmStarted' });
    const outcome = await modifyBooking(order.bookingNumber, proof, modificationRequest(state, chosen, newNames));
    dispatch({ type: 'confirmAnswered', outcome, bookedTotal: order.total, asksNames: newNames.length > 0 });
    if (outcome.kind === 'ok') onModified(outcome.value.order);
  };

  if (done) {
    return (
      <Section>
        <p role="status" className="done">
          {intl.formatMessage(m.done)} <Settled change={done} />
        </p>
      </Section>
    );
  }

  if (!open) {
    return (
      <Button variant="secondary" onClick={() => dispatch({ type: 'open' })}>
        {intl.formatMessage(m.open)}
      </Button>
    );
  }

  const options = listedOptions(state);
  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        {intl.formatMessage(m.title, { bookingNumber: order.bookingNumber })}
      </h2>
      {order.cancellationPolicy.cancellationDeadline && answer?.modifiability !== 'notPossible' && (
        <p>
          <FormattedMessage {...m.free} values={{ deadline: <Day value={order.cancellationPolicy.cancellationDeadline} /> }} />
        </p>
      )}
      {(order.giftCodeAmount ?? 0) > 0 && answer?.modifiability !== 'notPossible' && <p>{intl.formatMessage(m.giftCodes)}</p>}
      {problem && (
        <p ref={problemRef} tabIndex={-1} role="alert" className="problem">
          {intl.formatMessage(m[problem], waitValues(wait))}
        </p>
      )}
      {answer?.modifiability !== 'closed' && answer?.modifiability !== 'notPossible' && (
        <>
          <DatesForm onSubmit={submit} noValidate>
            <TextField id="modify-checkin" type="date" label={intl.formatMessage(m.checkin)} value={criteria.checkin} required status="idle" error={null} onChange={(e) => changeCriteria({ checkin: e.target.value })} />
            <Field>
              <label htmlFor="modify-nights">{intl.formatMessage(m.nights)}</label>
              <select id="modify-nights" value={criteria.nights} onChange={(e) => changeCriteria({ nights: Number(e.target.value) })}>
                {Array.from({ length: MAX_NIGHTS }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </Field>
            <GuestSelect id="modify-adults" label={intl.formatMessage(m.adults)} value={criteria.adults} range={GUEST_RANGES.adults} onChange={(adults) => changeCriteria({ adults })} />
            <GuestSelect
              id="modify-children"
              label={intl.formatMessage(m.children)}
              help={intl.formatMessage(m.childrenHelp)}
              value={criteria.children}
              range={GUEST_RANGES.children}
              onChange={(children) => changeCriteria({ children })}
            />
            <GuestSelect
              id="modify-babies"
              label={intl.formatMessage(m.babies)}
              help={intl.formatMessage(m.babiesHelp)}
              value={criteria.babies}
              range={GUEST_RANGES.babies}
              onChange={(babies) => changeCriteria({ babies })}
            />
            <Button type="submit" aria-disabled={loading || undefined}>
              {intl.formatMessage(loading ? m.searching : m.search)}
            </Button>
          </DatesForm>
          {answer && !loading && options.length === 0 && <p className="notice">{intl.formatMessage(m.none)}</p>}
          {options.length > 0 && !loading && (
            <Options>
              {options.map((option, index) => (
                <li key={option.offerId}>
                  {renderCard({ option, index, chosen: chosen?.offerId === option.offerId, onChoose: option.current ? undefined : () => dispatch({ type: 'chosen', option }) })}
                  <PriceLine>
                    {option.current ? (
                      <strong>{intl.formatMessage(m.current)}</strong>
                    ) : (
                      <>
                        <span>
                          <FormattedMessage {...m.newTotal} values={{ amount: <Money cents={option.total} /> }} />
                        </span>
                        <Difference className="difference" data-sign={Math.sign(option.difference)} cents={option.difference} />
                      </>
                    )}
                  </PriceLine>
                </li>
              ))}
            </Options>
          )}
        </>
      )}
      {chosen && answer && (
        <Dialog
          open
          onOpenChange={(next) => !next && dispatch({ type: 'dismissed' })}
          title={intl.formatMessage(m.confirmTitle)}
          footer={
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary">{intl.formatMessage(m.keep)}</Button>
              </DialogClose>
              <Button onClick={() => void confirm()} aria-disabled={saving || undefined}>
                {intl.formatMessage(m.confirm)}
              </Button>
            </DialogFooter>
          }
        >
          {priceMoved && (
            <p role="alert" className="problem">
              {intl.formatMessage(m.priceChanged)}
            </p>
          )}
          <p>
            <FormattedMessage
              {...m.confirmText}
              values={{ label: chosen.offer.label, checkin: <Day value={answer.criteria.checkin} />, checkout: <Day value={answer.criteria.checkout} /> }}
            />
          </p>
          <p>
            <FormattedMessage {...m.guestsSummary} values={{ adults: answer.criteria.adults, children: answer.criteria.children, babies: answer.criteria.babies }} />
          </p>
          {chosen.activities.map((activity) => (
            <Field key={activity.activityId}>
              <label htmlFor={`modify-activity-${activity.activityId}`}>{intl.formatMessage(m.activityDay, { activity: activity.title })}</label>
              <select
                id={`modify-activity-${activity.activityId}`}
                value={activityDays[activity.activityId] ?? activity.dayIndex}
                onChange={(e) => dispatch({ type: 'activityDayChanged', activityId: activity.activityId, day: Number(e.target.value) })}
              >
                {Array.from({ length: answer.criteria.nights }, (_, day) => (
                  <option key={day} value={day}>
                    {intl.formatDate(`${addDays(answer.criteria.checkin, day)}T12:00:00Z`, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })}
                  </option>
                ))}
              </select>
            </Field>
          ))}
          {newNames.length > 0 && (
            <NewTravellers aria-labelledby="modify-new-travellers">
              <h3 id="modify-new-travellers">{intl.formatMessage(m.newTravellers)}</h3>
              {namesRefused && (
                <p role="alert" className="problem">
                  {intl.formatMessage(m.namesRefused)}
                </p>
              )}
              {newNames.map((traveller, index) => (
                <fieldset key={index}>
                  <legend>{intl.formatMessage(m.travellerLegend, { number: order.travellers.length + index + 1 })}</legend>
                  {NAME_PARTS.map((part) => {
                    const id = nameFieldId(index, part);
                    const error = nameError(index, part);
                    return (
                      <TextField
                        key={part}
                        id={id}
                        label={intl.formatMessage(m[part])}
                        value={traveller[part]}
                        autoComplete="off"
                        maxLength={MAX_LENGTH.name}
                        required
                        status={namesTouched[id] ? (error ? 'invalid' : 'valid') : 'idle'}
                        error={error ? errorText(intl, error) : null}
                        onChange={(e) => dispatch({ type: 'nameChanged', index, part, value: e.target.value, count: newNames.length })}
                        onBlur={() => dispatch({ type: 'nameLeft', field: id })}
                      />
                    );
                  })}
                </fieldset>
              ))}
            </NewTravellers>
          )}
          <PriceLine>
            <span>
              <FormattedMessage {...m.newTotal} values={{ amount: <Money cents={chosen.total} /> }} />
            </span>
            <Difference className="difference" data-sign={Math.sign(chosen.difference)} cents={chosen.difference} />
          </PriceLine>
        </Dialog>
      )}
    </Section>
  );
}

/** A name field's error in the checkout's words. */
function errorText(intl: ReturnType<typeof useIntl>, error: FieldError): string {
  if (error.code === 'text') return intl.formatMessage(m.errorText);
  if (error.code === 'tooLong') return intl.formatMessage(m.errorTooLong, { maxlength: error.max });
  return intl.formatMessage(m.errorRequired);
}

/** The number of adults, children or babies of the modified booking. */
function GuestSelect({ id, label, help, value, range, onChange }: { id: string; label: string; help?: string; value: number; range: readonly [number, number]; onChange: (value: number) => void }) {
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} aria-describedby={help ? `${id}-help` : undefined} onChange={(e) => onChange(Number(e.target.value))}>
        {Array.from({ length: range[1] - range[0] + 1 }, (_, i) => range[0] + i).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      {help && (
        <small id={`${id}-help`} className="help">
          {help}
        </small>
      )}
    </Field>
  );
}

const Section = styled.section`
  margin-top: ${theme.space.lg};
  h2 {
    font-size: ${theme.font.size.lg};
  }
  .problem {
    color: ${theme.colors.danger};
    font-weight: ${theme.font.weight.semibold};
  }
  .done {
    font-weight: ${theme.font.weight.semibold};
  }
`;

/** 'New total: …' and the difference, side by side (also in the dialog, which is drawn outside the section). */
const PriceLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: ${theme.space.xs} 0 0;
  .difference[data-sign='-1'] {
    color: ${theme.colors.success};
  }
`;

const DatesForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  align-items: flex-end;
  margin-bottom: ${theme.space.md};
  .help {
    color: ${theme.colors.textMuted};
  }
`;

const Options = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  /* The card fills its cell in the results grid; here it is as tall as its content, the price line under it. */
  li > article {
    height: auto;
  }
`;

const NewTravellers = styled.section`
  h3 {
    font-size: ${theme.font.size.md};
    margin: ${theme.space.md} 0 ${theme.space.xs};
  }
  fieldset {
    display: grid;
    gap: ${theme.space.sm};
    border: 0;
    margin: 0 0 ${theme.space.sm};
    padding: 0;
  }
  legend {
    font-weight: ${theme.font.weight.semibold};
    margin-bottom: ${theme.space.xs};
  }
  .problem {
    color: ${theme.colors.danger};
    font-weight: ${theme.font.weight.semibold};
  }
`;

const DialogFooter = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  justify-content: flex-end;
  flex-wrap: wrap;
`;
