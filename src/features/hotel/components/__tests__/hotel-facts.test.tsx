import { screen } from '@testing-library/react';
import type { DetailHotel } from '@/contracts/weekend-detail';
import { renderWithProviders } from '@/testing/render-with-providers';
import { HotelFacts } from '../hotel-facts';

const PARKING = { id: 6, code: 'parking', label: 'Parking', icon: 'parking' };
const hotel = (infoGeneral: DetailHotel['infoGeneral']): DetailHotel => ({
  id: 9,
  label: 'Château des Vignes',
  star: 4,
  location: {
    label: 'Beaune',
    latitude: 47.02,
    longitude: 4.84,
    address: '1 rue des Vignes',
    postcode: '21200',
    city: { id: 1, label: 'Beaune' },
    region: { id: 2, label: 'Bourgogne' },
    country: { id: 3, code: 'FR', label: 'France' },
    completeAddress: '1 rue des Vignes, 21200 Beaune',
  },
  images: [],
  imagesBySize: [],
  description: '',
  gettingThere: '',
  importantInfos: [],
  review: { score: null, totalCount: 0 },
  checkInOut: { checkin: '15:00', checkout: '11:00' },
  highlightedFacilities: [],
  facilities: [PARKING],
  ecoFacilities: [],
  infoGeneral,
  policy: { petsAllowed: false, petsPrice: null, petsMaxWeight: null, petsMaxNumberOfPets: 1 },
  localTax: null,
});

describe('HotelFacts: parking information (§3 infoGeneral code parking)', () => {
  it('says the hotel has a car park', () => {
    renderWithProviders(<HotelFacts hotel={hotel([{ code: 'parking', facilities: [PARKING] }])} />);
    expect(screen.getByText('Parking', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByTestId('hotel-parking')).toHaveTextContent("L'hôtel dispose d'un parking. Renseignez-vous auprès de l'hôtel sur les places disponibles et le tarif.");
  });

  it('says nothing of parking when the hotel gives no parking information', () => {
    renderWithProviders(<HotelFacts hotel={hotel([])} />, { locale: 'it-IT' });
    expect(screen.queryByTestId('hotel-parking')).not.toBeInTheDocument();
  });

  it('names the charging point, in the visitor’s language', () => {
    renderWithProviders(<HotelFacts hotel={hotel([{ code: 'parking', facilities: [PARKING, { id: 20, code: 'ev_charging', label: 'Laadpaal', icon: null }] }])} />, { locale: 'nl-NL' });
    expect(screen.getByTestId('hotel-parking')).toHaveTextContent("Het hotel heeft een parkeerplaats met laadpaal voor elektrische auto's.");
  });
});
