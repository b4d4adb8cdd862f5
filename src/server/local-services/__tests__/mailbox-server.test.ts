/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { within } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import nodemailer from 'nodemailer';
import { startMailboxServer, type MailboxServer } from '../mailbox-server';
import { startSmtpCatcher, type SmtpCatcher } from '../smtp-catcher';

/** A small PDF's bytes: enough to prove the download is the attachment as sent. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

let catcher: SmtpCatcher;
let mailbox: MailboxServer;

/** A page of the mailbox as a browser reads it: status, headers and its document. */
async function open(path: string) {
  const response = await fetch(`${mailbox.url}${path}`);
  const text = await response.text();
  return { response, text, screen: within(new JSDOM(text).window.document.body) };
}

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  mailbox = await startMailboxServer(catcher);
  const transport = nodemailer.createTransport({ url: catcher.url });
  await transport.sendMail({
    from: 'Escapade <bonjour@escapade.example>',
    to: 'zoe@example.fr',
    subject: 'Votre carte cadeau – commande 01234567',
    text: 'Votre code : ESC-ABCD-EFGH-JKMN',
    html: '<p>Votre code : <strong>ESC-ABCD-EFGH-JKMN</strong></p><script>document.title = "ran"</script>',
    attachments: [{ filename: 'carte-cadeau-é.pdf', content: PDF, contentType: 'application/pdf' }],
  });
  await transport.sendMail({ from: 'bonjour@escapade.example', to: 'jan@example.nl', subject: 'Uw boeking', text: 'Tot ziens.' });
  transport.close();
  await catcher.waitForMessages(2);
});
afterAll(async () => {
  await mailbox.close();
  await catcher.close();
});

// The demo's mailbox as people read it in a browser (issue 30): docs/email-outbox.md, 'The local mailbox'.
describe('the local mailbox', () => {
  it('lists every caught message newest first, with its date, sender, recipient and subject, and says it is the demo’s', async () => {
    const { response, screen } = await open('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(screen.getByText(/The demo's local mailbox/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      [expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/), 'bonjour@escapade.example', 'jan@example.nl', 'Uw boeking'],
      [expect.stringMatching(/UTC$/), '"Escapade" <bonjour@escapade.example>', 'zoe@example.fr', 'Votre carte cadeau – commande 01234567'],
    ]);
    expect(screen.getByRole('link', { name: 'Votre carte cadeau – commande 01234567' }).getAttribute('href')).toBe('/mail/1');
  });

  it('keeps one recipient’s messages with the Recipient field', async () => {
    const { screen } = await open('/?to=ZOE%40example.fr');
    expect((screen.getByLabelText('Recipient') as HTMLInputElement).value).toBe('zoe@example.fr');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Uw boeking' })).toBeNull();
    expect((await open('/?to=nobody%40example.com')).screen.getByText('No message to nobody@example.com yet.')).toBeTruthy();
  });

  it('opens a message: its headers, its HTML part in a sandboxed frame, its text part and its attachment', async () => {
    const { response, screen } = await open('/mail/1');
    expect(response.status).toBe(200);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Votre carte cadeau – commande 01234567');
    const headers = within(screen.getByRole('region', { name: 'Headers' }));
    expect(headers.getByText('"Escapade" <bonjour@escapade.example>')).toBeTruthy();
    const frame = within(screen.getByRole('region', { name: 'HTML part' })).getByTitle('HTML part of the message');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('src')).toBe('/mail/1/html');
    expect(within(screen.getByRole('region', { name: 'Text part' })).getByText('Votre code : ESC-ABCD-EFGH-JKMN')).toBeTruthy();
    const link = within(screen.getByRole('region', { name: 'Attachments' })).getByRole('link', { name: 'carte-cadeau-é.pdf' });
    expect(link.getAttribute('href')).toBe('/mail/1/attachments/1');
    expect(link.parentElement?.textContent).toMatch(/application\/pdf/);
  });

  it('serves the HTML part with no script allowed, even opened alone', async () => {
    const response = await fetch(`${mailbox.url}/mail/1/html`);
    expect(await response.text()).toContain('<strong>ESC-ABCD-EFGH-JKMN</strong>');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp.split('; ')).toEqual(expect.arrayContaining(['sandbox', "default-src 'none'"]));
    expect(csp).not.toMatch(/script-src|allow-scripts/);
  });

  it('downloads an attachment with its type and name', async () => {
    const response = await fetch(`${mailbox.url}/mail/1/attachments/1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="carte-cadeau-_.pdf"; filename*=UTF-8''carte-cadeau-%C3%A9.pdf`);
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('says a message without an HTML part or attachment has none', async () => {
    const { screen } = await open('/mail/2');
    expect(screen.getByText('This message has no HTML part.')).toBeTruthy();
    expect(screen.getByText('This message has no attachment.')).toBeTruthy();
    expect((await fetch(`${mailbox.url}/mail/2/html`)).status).toBe(404);
  });

  it('answers an unknown message, part or attachment with a page saying so, and refuses writes', async () => {
    for (const path of ['/mail/99', '/mail/abc', '/mail/1/attachments/2', '/mail/1/attachments/0', '/nowhere']) {
      const { response, screen } = await open(path);
      expect([path, response.status]).toEqual([path, 404]);
      expect(screen.getByRole('heading', { level: 1, name: 'Not found' })).toBeTruthy();
    }
    expect((await fetch(`${mailbox.url}/`, { method: 'POST' })).status).toBe(405);
  });

  it('keeps its JSON API: every message oldest first, one recipient’s, its health', async () => {
    const all = (await (await fetch(`${mailbox.url}/messages`)).json()) as { id: number; to: string[]; subject: string; raw: string }[];
    expect(all.map((m) => [m.id, m.to, m.subject])).toEqual([
      [1, ['zoe@example.fr'], 'Votre carte cadeau – commande 01234567'],
      [2, ['jan@example.nl'], 'Uw boeking'],
    ]);
    expect(all[0].raw).toMatch(/^Content-Type: multipart\/mixed/m);
    const jan = (await (await fetch(`${mailbox.url}/messages?to=jan%40example.nl`)).json()) as { subject: string }[];
    expect(jan.map((m) => m.subject)).toEqual(['Uw boeking']);
    expect(await (await fetch(`${mailbox.url}/health`)).json()).toEqual({ ok: true, service: 'escapade-local-mailbox', smtp: catcher.url });
  });
});
