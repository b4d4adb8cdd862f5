import { screen, within } from '@testing-library/react';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { BookingWiring } from '../booking-panel';
import { ProductView, type ProductViewProps } from '../product-view';
import { productDetail } from '../__fixtures__/product-fixture';

const NOW = () => new Date('2026-11-26T11:00:00Z');
const wiring: BookingWiring = { renderDates: () => <span>Dates</span>, renderGuests: ({ value }) => <span>Guests {value.adults}</span> };

function renderView(props: Partial<ProductViewProps> = {}) {
  window.history.replaceState(null, '', `/sejour/42/week-end${props.flow === 'gifting' ? '?flow=gifting' : ''}`);
  renderWithProviders(<ProductView detail={productDetail({ giftable: true })} path="/sejour/42/week-end" wiring={wiring} now={NOW} {...props} />);
  return screen.getByRole('region', { name: 'Comment ça marche ?' });
}

beforeEach(() => {
  global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
});

describe('how it works on the stay page (§2.1)', () => {
  it('lists the booking steps in order and stands without a video when none is configured', async () => {
    const section = renderView();
    const steps = within(section).getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toEqual([
      "Choisissez vos dates et vos voyageurs : le prix de votre séjour s'affiche aussitôt.",
      'Réservez en ligne en toute sécurité : la confirmation arrive aussitôt par e-mail.',
      "L'hôtel vous attend : la chambre et tout le programme du séjour sont réservés pour vous.",
      'Profitez de votre escapade, puis donnez votre avis pour guider les prochains voyageurs.',
    ]);
    expect(within(section).queryByTestId('how-it-works-video')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('says how a gift works in the gifting flow', () => {
    const section = renderView({ flow: 'gifting' });
    expect(within(section).getAllByRole('listitem')[1]).toHaveTextContent('Le bénéficiaire reçoit son bon cadeau avec son code, par e-mail ou par la poste.');
  });

  it('offers the configured video, with its captions, never playing by itself', async () => {
    const section = renderView({ howItWorksVideo: { src: '/media/how.mp4', captions: '/media/how.fr-FR.vtt' } });
    const video = within(section).getByTestId('how-it-works-video');
    expect(video).toHaveAccessibleName('Vidéo : Comment ça marche ?');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video.querySelector('source')).toHaveAttribute('src', '/media/how.mp4');
    const track = video.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/media/how.fr-FR.vtt');
    expect(track).toHaveAttribute('srclang', 'fr');
    expect(track).toHaveAttribute('label', 'Sous-titres');
    expect(await axeViolations()).toEqual([]);
  });
});
