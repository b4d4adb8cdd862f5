import { act, screen } from '@testing-library/react';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ChatButton } from '../chat-button';
import { ContactThankYou, HelpBanner, PopularQuestions, QuickActions } from '../contact-sections';

describe('the contact page sections', () => {
  it('links the FAQ, the three quick actions to My booking with their request, and five popular questions', async () => {
    const { container } = renderWithProviders(
      <>
        <HelpBanner />
        <QuickActions />
        <PopularQuestions />
      </>,
      { locale: 'es-ES' },
    );
    expect(screen.getByRole('link', { name: 'Consultar las preguntas frecuentes' })).toHaveAttribute('href', '#faq');
    expect(container.querySelector('#faq')).toHaveTextContent('Preguntas frecuentes');
    expect(['Modificar mi reserva', 'Cancelar mi reserva', 'Solicitar una factura'].map((name) => screen.getByRole('link', { name }).getAttribute('href'))).toEqual([
      '/mi-reserva#request=modify',
      '/mi-reserva#request=cancel',
      '/mi-reserva#request=invoice',
    ]);
    expect(container.querySelectorAll('#faq summary')).toHaveLength(5);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('announces the §5 success text', () => {
    renderWithProviders(<ContactThankYou />);
    expect(screen.getByRole('status')).toHaveTextContent('Merci pour votre message. Notre service client vous contactera sous 48 h.');
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it.each([
    ['Wednesday 10:00 in Paris', '2026-11-25T09:00:00Z', true],
    ['Saturday 10:00 in Paris', '2026-11-28T09:00:00Z', false],
  ])('offers the chat on %s: %s', (_case, now, open) => {
    jest.useFakeTimers({ now: new Date(now) });
    try {
      renderWithProviders(<ChatButton url="https://chat.example/app?l=fr_FR" />);
      act(() => undefined);
      if (open) expect(screen.getByRole('link', { name: 'Discuter avec un conseiller (nouvelle fenêtre)' })).toHaveAttribute('href', 'https://chat.example/app?l=fr_FR');
      else expect(screen.getByText('Le chat est fermé pour le moment.')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
