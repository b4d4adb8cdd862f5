import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import { renderWithProviders } from '@/testing/render-with-providers';
import { sendContactMessage, solveCaptcha } from '../../api/contact-api';
import { ContactForm } from '../contact-form';

jest.mock('../../api/contact-api', () => ({ solveCaptcha: jest.fn(), sendContactMessage: jest.fn() }));
const solve = solveCaptcha as jest.MockedFunction<typeof solveCaptcha>;
const send = sendContactMessage as jest.MockedFunction<typeof sendContactMessage>;
const CAPTCHA = { challenge: { parameters: { algorithm: 'SHA-256', nonce: 'aa', salt: 'bb', cost: 1, keyLength: 32, keyPrefix: 'cc' }, signature: 'dd' }, solution: { counter: 12, derivedKey: 'ccee' } };

beforeEach(() => {
  solve.mockReset().mockResolvedValue(CAPTCHA);
  send.mockReset().mockResolvedValue({ kind: 'ok', reference: 'REF1234567' });
});

const choose = (user: ReturnType<typeof userEvent.setup>, reason: string) => user.selectOptions(screen.getByRole('combobox', { name: 'Votre demande concerne' }), reason);

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>> = {}) {
  const v = { booking: '12345678', email: 'jeanne@example.fr', name: 'Jeanne Dupont', phone: '06 12 34 56 78', message: 'Je voudrais ma facture.', ...values };
  if (screen.queryByRole('textbox', { name: 'Numéro de réservation' })) await user.type(screen.getByRole('textbox', { name: 'Numéro de réservation' }), v.booking);
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), v.email);
  await user.type(screen.getByRole('textbox', { name: 'Nom et prénom' }), v.name);
  await user.type(screen.getByRole('textbox', { name: 'Téléphone' }), v.phone);
  await user.type(screen.getByRole('textbox', { name: 'Votre message' }), v.message);
}

describe('ContactForm', () => {
  it('shows the fields once a reason is chosen, without the booking number for a question before booking', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm onSent={jest.fn()} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choisissez un motif',
      'Une question avant de réserver',
      'Modifier une réservation',
      'Annuler une réservation',
      'Une demande de facture',
      "Le paiement d'une réservation",
      'Utiliser un bon cadeau ou un coffret',
      'Mon séjour : un avis ou une réclamation',
      'Une autre demande',
    ]);
    await choose(user, 'invoice_request');
    expect(screen.getAllByRole('textbox').map((i) => i.getAttribute('name'))).toEqual(['bookingNumber', 'email', 'name', 'phone', 'description']);
    await choose(user, 'avv_info');
    expect(screen.getAllByRole('textbox').map((i) => i.getAttribute('name'))).toEqual(['email', 'name', 'phone', 'description']);
  });

  it('says success or the §5 error once a field is left', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm onSent={jest.fn()} />);
    await choose(user, 'booking_cancellation');
    const booking = screen.getByRole('textbox', { name: 'Numéro de réservation' });
    await user.type(booking, '1234');
    expect(booking).not.toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(booking).toHaveAttribute('aria-invalid', 'true');
    expect(booking).toHaveAccessibleDescription('Le numéro de réservation est composé de 8 chiffres');
    await user.type(booking, '5678');
    expect(booking).toHaveAttribute('aria-invalid', 'false');
    const name = screen.getByRole('textbox', { name: 'Nom et prénom' });
    await user.type(name, 'R2D2');
    await user.tab();
    expect(name).toHaveAccessibleDescription('Seul du texte est attendu');
    const phone = screen.getByRole('textbox', { name: 'Téléphone' });
    await user.type(phone, '06 12 ab');
    await user.tab();
    expect(phone).toHaveAccessibleDescription('Le numéro de téléphone semble incorrect');
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'jeanne@');
    await user.tab();
    expect(email).toHaveAccessibleDescription("L'e-mail semble incorrect");
  });

  it('suggests the mistyped e-mail domain and takes it on a click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm onSent={jest.fn()} />);
    await choose(user, 'other');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'jeanne@gmial.com');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Vous voulez dire jeanne@gmail.com ?' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('jeanne@gmail.com');
    expect(screen.queryByRole('button', { name: /Vous voulez dire/ })).toBeNull();
  });

  it('marks every empty field and focuses the first on Send, calling nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm onSent={jest.fn()} />);
    await choose(user, 'payment');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getAllByText('Champ obligatoire')).toHaveLength(5);
    expect(screen.getByRole('textbox', { name: 'Numéro de réservation' })).toHaveFocus();
    expect(solve).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it('runs the invisible captcha on Send, then posts the message with it and hands back the reference', async () => {
    const user = userEvent.setup();
    const onSent = jest.fn();
    renderWithProviders(<ContactForm onSent={onSent} />, { locale: 'es-ES' });
    await user.selectOptions(screen.getByRole('combobox'), 'avv_info');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), ' ana@example.es ');
    await user.type(screen.getByRole('textbox', { name: 'Nombre y apellidos' }), 'Ana López');
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '+34 612 345 678');
    await user.type(screen.getByRole('textbox', { name: 'Tu mensaje' }), '¿Hay parking?');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('REF1234567'));
    expect(solve).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ reason: 'avv_info', email: 'ana@example.es', name: 'Ana López', phone: '+34 612 345 678', description: '¿Hay parking?', locale: 'es_ES', captcha: CAPTCHA });
  });

  it('posts without a captcha in customer-care mode', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm onSent={jest.fn()} />, { flags: { customerCare: true } });
    await choose(user, 'invoice_request');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(solve).not.toHaveBeenCalled();
    expect(send.mock.calls[0][0]).not.toHaveProperty('captcha');
  });

  it('keeps what was typed and asks to press Send again when sending fails, with a fresh captcha next time', async () => {
    send.mockResolvedValueOnce({ kind: 'failed' });
    const user = userEvent.setup();
    const onSent = jest.fn();
    const { container } = renderWithProviders(<ContactForm onSent={onSent} />);
    await choose(user, 'invoice_request');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Oups ! Une erreur s'est produite. Veuillez cliquer à nouveau sur « Envoyer ». Si le problème persiste, consultez nos FAQ en haut de la page.");
    expect(screen.getByRole('textbox', { name: 'Votre message' })).toHaveValue('Je voudrais ma facture.');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(solve).toHaveBeenCalledTimes(2);
  });

  it('says so when the captcha cannot be solved, without posting', async () => {
    solve.mockResolvedValueOnce(null);
    const user = userEvent.setup();
    renderWithProviders(<ContactForm onSent={jest.fn()} />);
    await choose(user, 'invoice_request');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Oups/);
    expect(send).not.toHaveBeenCalled();
  });
});
