import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import { resetConsentStoreForTests } from '@/lib/consent/consent-store';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CareAgentBar } from '../../../layout/care-agent-bar';
import { consentBannerPart } from '../../../layout/consent/consent-parts';
import { PageChrome } from '../../../layout/page-chrome';
import CustomerCareLoginPage from '../customer-care-login-page';

describe('the customer-care login page', () => {
  it('signs in through the identity provider and comes back to the page asked for', () => {
    renderWithProviders(<CustomerCareLoginPage returnTo="/es-ES/contacto?x=1" outcome={null} />, { locale: 'es-ES' });
    expect(screen.getByRole('heading', { level: 1, name: 'Atención al cliente' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/api/customer-care/login?returnTo=%2Fes-ES%2Fcontacto%3Fx%3D1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['unreachable', "La connexion est indisponible pour le moment : le service d'identification ne répond pas. Réessayez dans un instant."],
    ['rejected', "La connexion n'a pas abouti. Réessayez."],
    ['expired', "Votre connexion a expiré avant d'aboutir. Reconnectez-vous."],
  ] as const)('says why a sign-in came back (%s) and moves the focus there', (outcome, text) => {
    renderWithProviders(<CustomerCareLoginPage returnTo="/" outcome={outcome} />, { locale: 'fr-FR' });
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('confirms a sign-out politely', () => {
    renderWithProviders(<CustomerCareLoginPage returnTo="/" outcome="signedOut" />, { locale: 'nl-NL' });
    expect(screen.getByRole('status')).toHaveTextContent('Je bent uitgelogd.');
  });
});

describe("the agent's bar", () => {
  it("names the agent and signs out with a POST to the site's sign-out", () => {
    const { container } = renderWithProviders(<CareAgentBar name="Alice Martin" homePath="/it-IT" />, { locale: 'it-IT' });
    expect(screen.getByRole('complementary', { name: 'Servizio clienti' })).toHaveTextContent('Modalità servizio clienti: Alice Martin');
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/customer-care/logout?returnTo=%2Fit-IT');
    expect(screen.getByRole('button', { name: 'Esci' })).toHaveAttribute('type', 'submit');
  });
});

describe("the login page's chrome: only what an agent not yet signed in can use", () => {
  it('shows the brand and the sign-in, and no header link, menu or footer that would only lead back to it', async () => {
    global.fetch = jest.fn(() => new Promise(() => {})) as unknown as typeof fetch;
    // An agent who never answered the cookie banner (the test set-up answers it for every other test).
    document.cookie = 'escapade-consent=; Path=/; Max-Age=0';
    resetConsentStoreForTests();
    renderWithProviders(
      <PageChrome kind="gate">
        <CustomerCareLoginPage returnTo="/" outcome={null} />
      </PageChrome>,
      { locale: 'nl-BE', config: { page: 'customerCareLogin' } },
    );
    const header = await screen.findByRole('banner', {}, { timeout: 10_000 });
    expect(within(header).getByRole('img', { name: 'Escapade' })).toBeInTheDocument();
    expect(within(header).queryAllByRole('link')).toEqual([]);
    expect(within(header).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('contentinfo')).toBeNull();
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([expect.stringMatching(/^\/api\/customer-care\/login\?returnTo=/)]);
    // No cookie banner either (its policy link would lead back here): the agent is asked after signing in.
    await act(async () => {
      await consentBannerPart.load();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('region', { name: /cookies/i })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});
