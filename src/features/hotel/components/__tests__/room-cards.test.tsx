import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { HotelRoom } from '@/contracts/hotel-detail';
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
