import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import { getConsentSnapshot, reopenConsent, resetConsentStoreForTests } from '@/lib/consent/consent-store';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ConsentSlot } from '../consent/consent-slot';
import { SiteFooter } from '../site-footer';

const clear = () => {
  document.cookie = 'escapade-consent=; Path=/; Max-Age=0';
  resetConsentStoreForTests();
};

async function firstVisit(locale: 'fr-FR' | 'es-ES' = 'fr-FR') {
  const view = renderWithProviders(
    <>
      <ConsentSlot />
      <SiteFooter />
    </>,
    { locale },
  );
  return { view, banner: await screen.findByRole('region', { name: locale === 'fr-FR' ? 'Vos choix sur les cookies' : 'Tus preferencias de cookies' }) };
}

describe('the cookie banner', () => {
  beforeEach(clear);
  afterEach(() => {
    clear();
    document.cookie = 'escapade-consent=v=1&analytics=1&advertising=1&at=1764201600; Path=/';
  });

  it('asks on a first visit with refusing as easy as accepting, and keeps a refusal', async () => {
    const { view, banner } = await firstVisit();
    const buttons = within(banner).getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['Tout refuser', 'Personnaliser', 'Tout accepter']);
    expect(within(banner).getByRole('link', { name: 'Notre politique cookies' })).toHaveAttribute('href', '/informations-legales/cookies');
    expect(await axeViolations(view.container)).toEqual([]);

    fireEvent.click(within(banner).getByRole('button', { name: 'Tout refuser' }));
    expect(screen.queryByRole('region', { name: 'Vos choix sur les cookies' })).toBeNull();
    expect(document.cookie).toMatch(/escapade-consent=v=1&analytics=0&advertising=0&at=\d+/);
    expect(getConsentSnapshot().consent?.choices).toEqual({ analytics: false, advertising: false });
  });

  it("gives the focus back to where the keyboard came from once answered, or to the page's content, never to <body> (issue 32)", async () => {
    renderWithProviders(
      <>
        <a href="#main">Aller au contenu</a>
        <ConsentSlot />
        <main id="main" tabIndex={-1}>
          <SiteFooter />
        </main>
      </>,
    );
    const banner = await screen.findByRole('region', { name: 'Vos choix sur les cookies' });
    const skip = screen.getByRole('link', { name: 'Aller au contenu' });
    act(() => skip.focus());
    const refuse = within(banner).getByRole('button', { name: 'Tout refuser' });
    act(() => refuse.focus());
    fireEvent.click(refuse);
    expect(screen.queryByRole('region', { name: 'Vos choix sur les cookies' })).toBeNull();
    expect(skip).toHaveFocus();
  });

  it("puts the focus on the page's content when the banner was answered without coming from the page (a click)", async () => {
    renderWithProviders(
      <>
        <ConsentSlot />
        <main id="main" tabIndex={-1} />
      </>,
    );
    const banner = await screen.findByRole('region', { name: 'Vos choix sur les cookies' });
    const refuse = within(banner).getByRole('button', { name: 'Tout refuser' });
    act(() => refuse.focus());
    fireEvent.click(refuse);
    expect(document.body).not.toHaveFocus();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('lets a visitor choose per purpose, nothing ticked beforehand', async () => {
    const { view, banner } = await firstVisit('es-ES');
    fireEvent.click(within(banner).getByRole('button', { name: 'Personalizar' }));
    // The checkboxes' code comes on this first 'Customise'.
    const group = await within(banner).findByRole('group', { name: 'Elegir por finalidad' });
    expect(within(group).getByRole('checkbox', { name: 'Necesarias (siempre activas)' })).toBeDisabled();
    const analytics = within(group).getByRole('checkbox', { name: 'Medición de audiencia' });
    const advertising = within(group).getByRole('checkbox', { name: 'Publicidad' });
    expect(analytics).not.toBeChecked();
    expect(advertising).not.toBeChecked();
    expect(analytics).toHaveAccessibleDescription('Contar las visitas y las páginas vistas para mejorar el sitio.');
    expect(await axeViolations(view.container)).toEqual([]);
    fireEvent.click(analytics);
    fireEvent.click(within(banner).getByRole('button', { name: 'Guardar mis preferencias' }));
    expect(getConsentSnapshot().consent?.choices).toEqual({ analytics: true, advertising: false });
    expect(screen.queryByRole('region', { name: 'Tus preferencias de cookies' })).toBeNull();
  });

  it("reopens from the footer's 'Cookie preferences' with the choices as they stand, focused, and gives the focus back", async () => {
    const { banner } = await firstVisit();
    fireEvent.click(within(banner).getByRole('button', { name: 'Tout accepter' }));
    expect(screen.queryByRole('region', { name: 'Vos choix sur les cookies' })).toBeNull();

    const opener = screen.getByRole('button', { name: 'Préférences cookies' });
    opener.focus();
    fireEvent.click(opener);
    const reopened = await screen.findByRole('region', { name: 'Vos choix sur les cookies' });
    expect(within(reopened).getByRole('heading', { name: 'Vos choix sur les cookies' })).toHaveFocus();
    expect(within(reopened).getByRole('checkbox', { name: "Mesure d'audience" })).toBeChecked();
    expect(within(reopened).getByRole('checkbox', { name: 'Publicité' })).toBeChecked();
    fireEvent.click(within(reopened).getByRole('checkbox', { name: 'Publicité' }));
    fireEvent.click(within(reopened).getByRole('button', { name: 'Enregistrer mes choix' }));
    expect(getConsentSnapshot().consent?.choices).toEqual({ analytics: true, advertising: false });
    expect(opener).toHaveFocus();
  });

  it('stays away for a visitor who already answered, and asks again after a version change', async () => {
    document.cookie = 'escapade-consent=v=1&analytics=0&advertising=0&at=1; Path=/';
    renderWithProviders(<ConsentSlot />, { locale: 'fr-FR' });
    await act(async () => undefined);
    expect(screen.queryByRole('region')).toBeNull();
    act(() => reopenConsent());
    expect(await screen.findByRole('region', { name: 'Vos choix sur les cookies' })).toBeInTheDocument();
  });

  it('asks again when the stored answer is of an older version', async () => {
    document.cookie = 'escapade-consent=v=0&analytics=1&advertising=1&at=1; Path=/';
    renderWithProviders(<ConsentSlot />, { locale: 'fr-FR' });
    expect(await screen.findByRole('region', { name: 'Vos choix sur les cookies' })).toBeInTheDocument();
  });
});
