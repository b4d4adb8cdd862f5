import { describe, it, expect, jest, beforeEach, afterEach } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CrashBoundary } from '../crash-boundary';

function Broken(): never {
  throw new Error('the map exploded');
}

describe('CrashBoundary', () => {
  let fetchMock: jest.Mock<typeof fetch>;
  beforeEach(() => {
    fetchMock = jest.fn<typeof fetch>().mockResolvedValue({ ok: true, status: 204 } as Response);
    global.fetch = fetchMock;
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the crash page and sends the error to the client error log', async () => {
    renderWithProviders(
      <CrashBoundary locale="fr-FR" apiBase="/api">
        <Broken />
      </CrashBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'On dirait que la page est partie en vacances' })).toBeInTheDocument();
    expect(screen.getByText('Veuillez nous excuser pour la gêne occasionnée !')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Aller à la page d'accueil" })).toHaveAttribute('href', '/');

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/log/client-error');
    expect(init.method).toBe('POST');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ level: 'ERROR', location: 'application.client.error', locale: 'fr_FR' });
    expect(body.message).toContain(window.location.href);
    expect(body.message).toContain('the map exploded');
    expect(body.message.length).toBeLessThanOrEqual(256);
  });

  it("speaks the visitor's language", () => {
    renderWithProviders(
      <CrashBoundary locale="es-ES" apiBase="/api">
        <Broken />
      </CrashBoundary>,
      { locale: 'es-ES' },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/vacaciones/);
    expect(screen.getByRole('link', { name: /inicio/i })).toBeInTheDocument();
  });

  it('renders its children when nothing fails', () => {
    renderWithProviders(
      <CrashBoundary locale="fr-FR" apiBase="/api">
        <p>All good</p>
      </CrashBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
