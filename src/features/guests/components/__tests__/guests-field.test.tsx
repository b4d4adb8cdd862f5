import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Flow } from '@/contracts/search-criteria';
import { renderWithProviders } from '@/testing/render-with-providers';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import { DEFAULT_GUESTS, type GuestComposition } from '../../model/guest-composition';
import { GuestsField } from '../guests-field';

// The steppers are loaded with next/dynamic on first opening.
configure({ asyncUtilTimeout: 4000 });

function setup(flow: Flow = 'booking', initial: GuestComposition = DEFAULT_GUESTS) {
  const user = userEvent.setup({ delay: null });
  const changes: GuestComposition[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <>
        <GuestsField
          flow={flow}
          value={value}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
        />
        <button type="button">Ailleurs</button>
      </>
    );
  }
  renderWithProviders(<Harness />);
  return { user, changes };
}

const openPicker = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: /^Voyageurs/ }));
  expect(screen.getByRole('dialog', { name: /^Avec qui partez-vous\s\?$/ })).toBeInTheDocument();
  return screen.findByRole('spinbutton', { name: 'Adultes' });
};

beforeEach(() => {
  window.fetch = jest.fn<typeof fetch>(() => Promise.resolve({ ok: true, status: 204 } as Response));
});

describe('GuestsField', () => {
  it('counts adults 1 to 20, children and babies 0 to 10, ignoring steps past the limits', async () => {
    const { user } = setup();
    const adults = await openPicker(user);
    expect(adults).toHaveAttribute('aria-valuemin', '1');
    expect(adults).toHaveAttribute('aria-valuemax', '20');
    await user.click(adults);
    await user.keyboard('{End}{ArrowUp}');
    expect(adults).toHaveValue('20');
    await user.keyboard('{Home}{ArrowDown}');
    expect(adults).toHaveValue('1');
    const children = screen.getByRole('spinbutton', { name: 'Enfants' });
    expect(children).toHaveAttribute('aria-valuemin', '0');
    expect(children).toHaveAttribute('aria-valuemax', '10');
    expect(screen.getByRole('spinbutton', { name: 'Bébés' })).toHaveAttribute('aria-valuemax', '10');
    expect(screen.getByRole('button', { name: /^Diminuer\s:\sEnfants$/ })).toHaveAttribute('aria-disabled', 'true');
    expect(await axeViolations()).toEqual([]);
  });

  it('sets one room for everyone as soon as there is a child or a baby, and the visitor may change it', async () => {
    const { user } = setup();
    await openPicker(user);
    const singleRoom = screen.getByRole('switch', { name: 'Une seule chambre' });
    expect(singleRoom).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: /^Augmenter\s:\sBébés$/ }));
    expect(singleRoom).toBeChecked();
    await user.click(singleRoom);
    expect(singleRoom).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: /^Augmenter\s:\sEnfants$/ }));
    expect(singleRoom).toBeChecked();
  });

  it('commits the counts when closed by Escape, by a click outside or by Confirm', async () => {
    const { user, changes } = setup();
    await openPicker(user);
    await user.click(screen.getByRole('button', { name: /^Augmenter\s:\sEnfants$/ }));
    expect(changes).toEqual([]);
    await user.keyboard('{Escape}');
    expect(changes).toEqual([{ adults: 2, children: 1, babies: 0, singleRoom: true }]);
    expect(screen.getByRole('button', { name: /^Voyageurs/ })).toHaveTextContent('2 adultes, 1 enfant');

    await openPicker(user);
    await user.click(screen.getByRole('button', { name: /^Augmenter\s:\sAdultes$/ }));
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(changes.at(-1)).toEqual({ adults: 3, children: 1, babies: 0, singleRoom: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await openPicker(user);
    await user.click(screen.getByRole('button', { name: /^Augmenter\s:\sBébés$/ }));
    // The modal overlay is what a visitor clicks: body is pointer-events none under it.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes.at(-1)).toEqual({ adults: 3, children: 1, babies: 1, singleRoom: true });
  });

  it('reaches every − and + button with Tab, each between its count, and changes the count with Enter (issue 23)', async () => {
    const { user, changes } = setup();
    const adults = await openPicker(user);
    await user.click(adults);
    // Adults −, the adults field, Adults +, then the children's: the buttons are Tab stops, not only the field.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Augmenter : Adultes' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Diminuer : Enfants' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('spinbutton', { name: 'Enfants' })).toHaveFocus();
    await user.tab();
    const moreChildren = screen.getByRole('button', { name: 'Augmenter : Enfants' });
    expect(moreChildren).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('spinbutton', { name: 'Enfants' })).toHaveValue('1');
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Augmenter : Adultes' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(changes.at(-1)).toEqual({ adults: 2, children: 1, babies: 0, singleRoom: true });
  });

  it('is fixed at two adults and disabled in the gifting flow', () => {
    setup('gifting', { adults: 4, children: 1, babies: 0, singleRoom: true });
    const button = screen.getByRole('button', { name: /^Voyageurs/ });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('2 adultes');
    expect(button).toHaveTextContent('Séjour cadeau pour 2 adultes');
  });

  it('counts 1 or 2 participants in the activity flow, 2 by default', async () => {
    const { user, changes } = setup('activity');
    expect(screen.queryByRole('button', { name: /^Voyageurs/ })).not.toBeInTheDocument();
    const participants = screen.getByRole('spinbutton', { name: 'Participants' });
    expect(participants).toHaveValue('2');
    expect(participants).toHaveAccessibleDescription('De 1 à 2 participants');
    await user.click(participants);
    await user.keyboard('{ArrowUp}');
    expect(participants).toHaveValue('2');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(participants).toHaveValue('1');
    expect(changes).toEqual([{ ...DEFAULT_GUESTS, adults: 1 }]);
  });
});
