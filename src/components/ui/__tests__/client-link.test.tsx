import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ClientLink, withLocalePrefix } from '../client-link';

function setup(href = '/recherche?flow=hotel#hotelId=12', withRouter = true) {
  const push = jest.fn<(url: string) => Promise<boolean>>(() => Promise.resolve(true));
  const onClick = jest.fn();
  renderWithProviders(
    <ClientLink href={href} onClick={onClick}>
      Hôtel
    </ClientLink>,
    withRouter ? { router: { push } } : {},
  );
  return { link: screen.getByRole('link', { name: 'Hôtel' }), push, onClick };
}

describe('withLocalePrefix: the address a new tab or a shared link opens', () => {
  it.each([
    ['/busqueda#id=3555', 'es-ES', 'fr-FR', '/es-ES/busqueda#id=3555'],
    ['/recherche?flow=hotel#hotelId=12', 'fr-FR', 'fr-FR', '/recherche?flow=hotel#hotelId=12'],
    ['/', 'nl-BE', 'fr-FR', '/nl-BE'],
    ['/?flow=gifting', 'it-IT', 'fr-FR', '/it-IT?flow=gifting'],
    ['/zoeken', 'nl-BE', 'nl-BE', '/zoeken'],
    ['https://www.geonames.org/', 'es-ES', 'fr-FR', 'https://www.geonames.org/'],
    ['//cdn.example/x', 'es-ES', 'fr-FR', '//cdn.example/x'],
    ['/busqueda', undefined, undefined, '/busqueda'],
  ])('%s in %s (default %s) → %s', (href, locale, defaultLocale, expected) => expect(withLocalePrefix(href, locale, defaultLocale)).toBe(expected));

  it('writes the prefix in the link and pushes the bare path (Next adds the prefix)', () => {
    const push = jest.fn<(url: string) => Promise<boolean>>(() => Promise.resolve(true));
    renderWithProviders(<ClientLink href="/busqueda#id=3555">Oferta</ClientLink>, { router: { push, locale: 'es-ES', defaultLocale: 'fr-FR' } });
    const link = screen.getByRole('link', { name: 'Oferta' });
    expect(link).toHaveAttribute('href', '/es-ES/busqueda#id=3555');
    fireEvent.click(link);
    expect(push).toHaveBeenCalledWith('/busqueda#id=3555');
  });
});

describe('ClientLink', () => {
  it('is a real link to the address', () => {
    expect(setup().link).toHaveAttribute('href', '/recherche?flow=hotel#hotelId=12');
  });

  it('navigates inside the app on a plain click, after its own click handler', () => {
    const { link, push, onClick } = setup();
    const notCancelled = fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith('/recherche?flow=hotel#hotelId=12');
    expect(notCancelled).toBe(false);
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['cmd', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser (new tab or window)', (_name, init) => {
    const { link, push, onClick } = setup();
    fireEvent.click(link, init);
    expect(onClick).toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });

  it('leaves other sites and a missing router to the browser', () => {
    const external = setup('https://example.com/');
    fireEvent.click(external.link);
    expect(external.push).not.toHaveBeenCalled();
  });

  it('lets the browser navigate when the router is not there', () => {
    const { link } = setup('/recherche', false);
    expect(fireEvent.click(link)).toBe(true);
  });
});
