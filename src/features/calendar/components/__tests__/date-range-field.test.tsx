import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { asIsoDay } from '@/lib/days';
import { renderWithProviders, type ProviderOptions } from '@/testing/render-with-providers';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import type { Availabilities } from '../../model/availability';
import { STORED_DATES_KEY } from '../../model/stored-dates';
import { DateRangeField, type DateRange, type DateRangeFieldProps } from '../date-range-field';

// The panel is loaded with next/dynamic on first opening.
configure({ asyncUtilTimeout: 4000 });

/** Monday 4 May 2026, 10:00 local time. */
const now = () => new Date(2026, 4, 4, 10, 0);

function setup(props: Partial<DateRangeFieldProps> = {}, options: ProviderOptions = {}) {
  const user = userEvent.setup({ delay: null });
  const changes: DateRange[] = [];
  function Harness() {
    const [dates, setDates] = useState({ checkin: props.checkin ?? null, checkout: props.checkout ?? null });
    return (
      <DateRangeField
        now={now}
        {...props}
        checkin={dates.checkin}
        checkout={dates.checkout}
        onChange={(range) => {
          changes.push(range);
          setDates(range);
        }}
      />
    );
  }
  renderWithProviders(<Harness />, options);
  return { user, changes, trigger: screen.getByRole('button', { name: /^Dates/ }) };
}

/** A day's button by the full date it is named with (a text query: role queries over ~70 day buttons are slow in jsdom). */
const day = (name: RegExp) => {
  const button = screen.getByText(new RegExp(`${name.source}$`)).closest('button');
  if (!button) throw new Error(`no day button for ${name}`);
  return button;
};
const openCalendar = async (user: ReturnType<typeof userEvent.setup>, trigger: HTMLElement) => {
  await user.click(trigger);
  return screen.findByRole('table', { name: 'mai 2026' });
};

beforeEach(() => {
  window.sessionStorage.clear();
  // The analytics tracker batches to the collect call: answer it.
  window.fetch = jest.fn<typeof fetch>(() => Promise.resolve({ ok: true, status: 204 } as Response));
});

describe('DateRangeField', () => {
  it('opens two months named by their title, Monday first, the previous arrow disabled on the current month', async () => {
    const { user, trigger } = setup();
    expect(trigger).toHaveTextContent('Ajoutez vos dates');
    const may = await openCalendar(user, trigger);
    expect(screen.getByRole('dialog', { name: 'Choisissez vos dates' })).toBeInTheDocument();
    // The second month follows the first paint.
    expect(await screen.findByRole('table', { name: 'juin 2026' })).toBeInTheDocument();
    const [monday, , , , , , sunday] = within(may).getAllByRole('columnheader');
    expect(monday).toHaveTextContent('lu');
    expect(monday).toHaveAttribute('abbr', 'lundi');
    expect(sunday).toHaveAttribute('abbr', 'dimanche');
    expect(screen.getByRole('button', { name: 'Mois précédent' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mois suivant' })).toBeEnabled();
    expect(day(/^dimanche 3 mai 2026/)).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(day(/^lundi 4 mai 2026/)).toHaveFocus());
    expect(await axeViolations()).toEqual([]);
  });

  it('moves between days with the arrow, Home/End and Page keys, paging months as needed', async () => {
    const { user, trigger } = setup();
    await openCalendar(user, trigger);
    await waitFor(() => expect(day(/^lundi 4 mai 2026/)).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    expect(day(/^mardi 5 mai 2026/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day(/^mardi 12 mai 2026/)).toHaveFocus();
    await user.keyboard('{End}');
    expect(day(/^dimanche 17 mai 2026/)).toHaveFocus();
    await user.keyboard('{Home}{ArrowLeft}{ArrowUp}');
    expect(day(/^dimanche 3 mai 2026/)).toHaveFocus();
    await user.keyboard('{PageDown}{PageDown}');
    expect(await screen.findByRole('table', { name: 'juillet 2026' })).toBeInTheDocument();
    expect(day(/^vendredi 3 juillet 2026/)).toHaveFocus();
    expect(screen.queryByRole('table', { name: 'mai 2026' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mois précédent' })).toBeEnabled();
  });

  it('selects a range: Validate waits for the check-out, then commits and shows the dates', async () => {
    const { user, trigger, changes } = setup();
    await openCalendar(user, trigger);
    await user.click(day(/^vendredi 8 mai 2026/));
    expect(day(/^vendredi 8 mai 2026/)).toHaveAttribute('aria-pressed', 'true');
    expect(window.dataLayer).toContainEqual({ event: 'calendar_checkin', checkin: '2026-05-08', page: 'home', flow: 'booking' });
    expect(screen.getByText('Choisissez votre date de départ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Valider' })).toBeDisabled();
    await waitFor(() => expect(day(/^vendredi 8 mai 2026/)).toHaveFocus());
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(day(/^dimanche 10 mai 2026/)).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(changes).toEqual([{ checkin: '2026-05-08', checkout: '2026-05-10', nights: 2 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('ven. 8 mai – dim. 10 mai');
    expect(trigger).toHaveTextContent('2 nuits');
    expect(JSON.parse(window.sessionStorage.getItem(STORED_DATES_KEY)!)).toEqual({ checkin: '2026-05-08', checkout: '2026-05-10' });
  });

  it('closes by itself a second after the check-out is chosen', async () => {
    const { user, trigger, changes } = setup();
    await openCalendar(user, trigger);
    await user.click(day(/^vendredi 8 mai 2026/));
    await user.click(day(/^samedi 9 mai 2026/));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 2500 });
    expect(changes).toEqual([{ checkin: '2026-05-08', checkout: '2026-05-09', nights: 1 }]);
  });

  it('Escape with only a new check-in brings the previous dates back', async () => {
    const { user, trigger, changes } = setup({ checkin: asIsoDay('2026-05-15'), checkout: asIsoDay('2026-05-17') });
    await openCalendar(user, trigger);
    await user.click(day(/^mercredi 20 mai 2026/));
    expect(day(/^vendredi 15 mai 2026/)).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(changes).toEqual([]);
    await openCalendar(user, trigger);
    expect(day(/^vendredi 15 mai 2026/)).toHaveAttribute('aria-pressed', 'true');
    expect(day(/^dimanche 17 mai 2026/)).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens as a dialog the field controls, focus on the first choosable day; Escape gives focus back to the field, a press outside closes it', async () => {
    const { user, trigger } = setup();
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await openCalendar(user, trigger);
    const dialog = screen.getByRole('dialog', { name: 'Choisissez vos dates' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    await waitFor(() => expect(day(/^lundi 4 mai 2026/)).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await openCalendar(user, trigger);
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Clear removes the dates once the calendar closes', async () => {
    const onClear = jest.fn();
    const { user, trigger, changes } = setup({ checkin: asIsoDay('2026-05-15'), checkout: asIsoDay('2026-05-17'), onClear });
    await openCalendar(user, trigger);
    await user.click(screen.getByRole('button', { name: 'Effacer' }));
    expect(onClear).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Valider' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(changes).toEqual([{ checkin: null, checkout: null, nights: null }]);
  });

  it('shows per-day prices, the minimum-stay asterisk, its hint and legend, and refuses days without availability', async () => {
    const availabilities: Availabilities = {
      '2026-05-15': { amount: 89, minLos: 2 },
      '2026-05-16': { amount: 120, minLos: 1 },
    };
    const { user, trigger } = setup({ availabilities });
    await openCalendar(user, trigger);
    expect(day(/^vendredi 15 mai 2026/)).toHaveAccessibleName(/^vendredi 15 mai 2026\s*89\s€\s*séjour minimum de 2 nuits$/);
    expect(day(/^samedi 16 mai 2026/)).toHaveTextContent('120 €');
    expect(day(/^jeudi 14 mai 2026/)).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Séjour de 2 nuits minimum')).toBeInTheDocument();
    await user.click(day(/^vendredi 15 mai 2026/));
    expect(screen.getByText('Séjour minimum : 2 nuits')).toBeInTheDocument();
    expect(day(/^samedi 16 mai 2026/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(/^dimanche 17 mai 2026/)).not.toHaveAttribute('aria-disabled');
  });

  it('says it is looking for availabilities while they load', async () => {
    const { user, trigger } = setup({ loading: true });
    await openCalendar(user, trigger);
    expect(screen.getByRole('status')).toHaveTextContent('Nous recherchons les prochaines disponibilités...');
  });

  it("limits the check-out to the nights the offer allows from the chosen check-in, and says it is looking meanwhile", async () => {
    let answerNights: (nights: number[]) => void = () => {};
    const asked: URL[] = [];
    window.fetch = jest.fn<typeof fetch>((input) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url);
      if (!url.pathname.endsWith('/packageCheckoutNights.json')) return Promise.resolve({ ok: true, status: 204 } as Response);
      return new Promise((resolve) => {
        answerNights = (nights) => resolve({ ok: true, status: 200, json: () => Promise.resolve(nights) } as Response);
      });
    });
    const { user, trigger } = setup({ offerId: 11, guests: { adults: 2, children: 0, babies: 1 } });
    await openCalendar(user, trigger);
    await user.click(day(/^vendredi 8 mai 2026/));
    expect(await screen.findByText('Nous recherchons les prochaines disponibilités...')).toBeInTheDocument();
    const call = asked.find((url) => url.pathname === '/api/weekend/11/packageCheckoutNights.json')!;
    expect(Object.fromEntries(call.searchParams)).toEqual({ checkin: '2026-05-08', adult: '2', child: '0', baby: '1', locale: 'fr_FR', multiOffer: 'true' });
    await act(async () => answerNights([2, 3]));
    await waitFor(() => expect(day(/^samedi 9 mai 2026/)).toHaveAttribute('aria-disabled', 'true'));
    expect(day(/^dimanche 10 mai 2026/)).not.toHaveAttribute('aria-disabled');
    expect(day(/^lundi 11 mai 2026/)).not.toHaveAttribute('aria-disabled');
    expect(day(/^mardi 12 mai 2026/)).toHaveAttribute('aria-disabled', 'true');
  });

  it('forgets the allowed nights silently when they cannot be had', async () => {
    window.fetch = jest.fn<typeof fetch>(() => Promise.resolve({ ok: false, status: 500, json: () => Promise.resolve({}) } as Response));
    const { user, trigger } = setup({ offerId: 11 });
    await openCalendar(user, trigger);
    await user.click(day(/^vendredi 8 mai 2026/));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Choisissez votre date de départ'));
    expect(day(/^samedi 9 mai 2026/)).not.toHaveAttribute('aria-disabled');
  });

  it('in gift redemption, says which check-ins the gift covers and what the others cost on top', async () => {
    const availabilities: Availabilities = {
      '2026-05-15': { displayTotalPrice: 180, minLos: 1 },
      '2026-05-16': { displayTotalPrice: 230, minLos: 2 },
      '2026-05-17': { displayTotalPrice: 150, minLos: 3 },
    };
    const { user, trigger } = setup({ availabilities, gift: { value: 200, stayLength: 2 } });
    await openCalendar(user, trigger);
    expect(day(/^vendredi 15 mai 2026/)).toHaveTextContent('Inclus');
    expect(day(/^samedi 16 mai 2026/)).toHaveAccessibleName(/supplément de 30\s€/);
    expect(day(/^samedi 16 mai 2026/)).toHaveTextContent('+30 €');
    expect(day(/^dimanche 17 mai 2026/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(/^lundi 18 mai 2026/)).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(/votre cadeau couvre le séjour/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('offers date shortcuts where the flag and the locale allow them', async () => {
    const { user, trigger, changes } = setup({}, { flags: { calendarDateShortcuts: true } });
    await openCalendar(user, trigger);
    await user.click(screen.getByRole('button', { name: /^Ce week-end/ }));
    expect(day(/^samedi 9 mai 2026/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Pont de l'Ascension/ })).toBeInTheDocument();
    await waitFor(() => expect(changes).toEqual([{ checkin: '2026-05-09', checkout: '2026-05-10', nights: 1 }]), { timeout: 2500 });
  });

  it('offers no shortcut without the flag', async () => {
    const { user, trigger } = setup();
    await openCalendar(user, trigger);
    expect(screen.queryByRole('button', { name: /^Ce week-end/ })).not.toBeInTheDocument();
  });

  it('puts back the dates kept in the session when they are still ahead', () => {
    window.sessionStorage.setItem(STORED_DATES_KEY, JSON.stringify({ checkin: '2026-06-05', checkout: '2026-06-07' }));
    const { changes, trigger } = setup();
    expect(changes).toEqual([{ checkin: '2026-06-05', checkout: '2026-06-07', nights: 2 }]);
    expect(trigger).toHaveTextContent('ven. 5 juin – dim. 7 juin');
  });
});
