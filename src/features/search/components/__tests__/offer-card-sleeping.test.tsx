import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { OfferCard as Offer } from '@/contracts/offers';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/testing/render-with-providers';
import { OfferCard } from '../offer-card';
import { offer } from '../__fixtures__/offers';

const NOW = new Date('2030-01-10T10:00:00Z');

const renderCard = (sleeping: Offer['sleeping'], locale: Locale) =>
  renderWithProviders(<OfferCard offer={offer({ sleeping })} flow="booking" view="NORMAL" hasDates index={0} now={NOW} />, { locale });

/** What the card says about the family's room and cot, in each of the six catalogs (issue 23 point 6). */
describe('OfferCard: how the searched family sleeps', () => {
  it.each([
    ['fr-FR', { rooms: 1, room: 'family_room', guests: 5, cot: 'on_request' }, ['1 chambre familiale', 'lit bébé sur demande']],
    ['fr-BE', { rooms: 1, room: 'room', guests: 4, cot: null }, ['1 chambre pour 4']],
    ['es-ES', { rooms: 1, room: 'suite', guests: 3, cot: 'included' }, ['1 suite para 3', 'cuna incluida']],
    ['nl-NL', { rooms: 1, room: 'family_room', guests: 4, cot: 'none' }, ['1 familiekamer', 'geen babybedje']],
    ['nl-BE', { rooms: 1, room: 'room', guests: 3, cot: 'included' }, ['1 kamer voor 3', 'babybedje inbegrepen']],
    ['it-IT', { rooms: 1, room: 'room', guests: 4, cot: 'on_request' }, ['1 camera per 4', 'culla su richiesta']],
  ] as const)('in %s a card for %j reads %j', (locale, sleeping, texts) => {
    renderCard(sleeping, locale);
    const items = within(screen.getByRole('article')).getAllByRole('listitem').map((li) => li.textContent);
    for (const text of texts) expect(items).toContain(text);
  });

  it('says nothing about rooms or cots for a couple (no sleeping from the server)', () => {
    renderCard(null, 'fr-FR');
    expect(screen.queryByText(/chambre|lit bébé/)).not.toBeInTheDocument();
  });
});
