import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import type { HotelRoom, HotelRoomOffer } from '@/contracts/hotel-detail';
import { renderWithProviders } from '@/testing/render-with-providers';
import { RoomCards } from '../room-cards';

const room = (uuid: string, label: string, roomHighlights: string[]): HotelRoom => ({
  uuid,
  label,
  type: 'double_superior',
  size: 22,
  capacity: 2,
  maxCapacity: 2,
  bedding: 'king',
  images: [],
  roomHighlights,
  offers: [],
});

describe('room cards', () => {
  it("draws each room's size, bedding and capacity, then its highlights in the call's order: own features first", () => {
    renderWithProviders(
      <RoomCards rooms={[room('a', 'Chambre Double Supérieure', ['Balcon', 'Baignoire', 'Climatisation', 'Wi-Fi gratuit']), room('b', 'Chambre Double Classique', [])]} dated={false} busy={false} productHref={() => '/'} />,
    );
    const [superior, classic] = screen.getAllByTestId('room-card');
    const facts = within(superior).getByRole('list', { name: 'Caractéristiques de la chambre' });
    expect(within(facts).getAllByRole('listitem')).toHaveLength(3);
    const highlights = within(superior).getByRole('list', { name: 'Points forts de la chambre' });
    expect(within(highlights).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Balcon', 'Baignoire', 'Climatisation', 'Wi-Fi gratuit']);
    // A room without highlights has no empty list.
    expect(within(classic).queryByTestId('room-highlights')).toBeNull();
    expect(within(classic).getByRole('list', { name: 'Caractéristiques de la chambre' })).toBeInTheDocument();
  });
});

const offer = (weekendId: number, label: string, bookable = true): HotelRoomOffer => ({
  weekendId,
  label,
  slug: 'sejour',
  imageUrl: '',
  nights: 2,
  programLine: [],
  bookable,
  priceInfo: bookable ? { sellPrice: 24000, refPrice: null, promoPercentageRounded: 0, moneySaved: 0, priceType: 'final', nbRooms: 1, nights: 2, pricePerNight: 12000, currency: 'EUR' } : null,
  localTaxTotalAmount: 0,
  cancellationPolicy: { cancellable: true, message: '', cancellationDeadline: null },
});
const withOffers = (...offers: HotelRoomOffer[]): HotelRoom => ({ ...room('a', 'Chambre Double', []), offers });

describe('choosing a room offer (§4 booking options)', () => {
  it('without dates opens the calendar, not the options', async () => {
    const onNeedDates = jest.fn();
    const renderOptions = jest.fn(() => <p>options</p>);
    renderWithProviders(<RoomCards rooms={[withOffers(offer(7, 'Escapade gourmande'))]} dated={false} busy={false} productHref={() => '/'} renderOptions={renderOptions} onNeedDates={onNeedDates} />);
    const choose = screen.getByRole('button', { name: "Choisir l'offre Escapade gourmande" });
    expect(choose).toHaveAttribute('aria-haspopup', 'dialog');
    choose.focus();
    await userEvent.keyboard('{Enter}');
    expect(onNeedDates).toHaveBeenCalledWith(expect.objectContaining({ weekendId: 7 }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(renderOptions).not.toHaveBeenCalled();
  });

  it('with dates opens the options in a dialog named after the offer, and gives the focus back on closing', async () => {
    const onNeedDates = jest.fn();
    renderWithProviders(
      <RoomCards
        rooms={[withOffers(offer(7, 'Escapade gourmande'), offer(8, 'Escapade spa', false))]}
        dated
        busy={false}
        productHref={() => '/'}
        renderOptions={(chosen) => <p>Les options de {chosen.label}</p>}
        onNeedDates={onNeedDates}
      />,
    );
    // An offer not bookable on the dates cannot be chosen.
    expect(screen.queryByRole('button', { name: "Choisir l'offre Escapade spa" })).toBeNull();
    const choose = screen.getByRole('button', { name: "Choisir l'offre Escapade gourmande" });
    await userEvent.click(choose);
    const dialog = await screen.findByRole('dialog', { name: 'Réserver : Escapade gourmande' });
    expect(within(dialog).getByText('Les options de Escapade gourmande')).toBeInTheDocument();
    expect(onNeedDates).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(choose).toHaveFocus());
  });

  it('opens the options of the offer chosen before the dates once they are priced', async () => {
    const onResumed = jest.fn();
    function Page() {
      const [dated, setDated] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setDated(true)}>
            priced
          </button>
          <RoomCards rooms={[withOffers(offer(7, 'Escapade gourmande'), offer(9, 'Escapade nature'))]} dated={dated} busy={false} productHref={() => '/'} renderOptions={(chosen) => <p>Les options de {chosen.label}</p>} resumeOfferId={9} onResumed={onResumed} />
        </>
      );
    }
    renderWithProviders(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'priced' }));
    const dialog = await screen.findByRole('dialog', { name: 'Réserver : Escapade nature' });
    expect(within(dialog).getByText('Les options de Escapade nature')).toBeInTheDocument();
    expect(onResumed).toHaveBeenCalledTimes(1);
    // Closing gives the focus to the offer's 'Choose', where the visitor's choice began.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: "Choisir l'offre Escapade nature" })).toHaveFocus());
  });
});
