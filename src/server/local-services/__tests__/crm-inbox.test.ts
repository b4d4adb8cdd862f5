/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { within } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import { startCrmCatcher, type CrmCatcher } from '../crm-catcher';

let crm: CrmCatcher;
const base = () => `http://127.0.0.1:${crm.port}`;

const post = (fields: Record<string, string>) =>
  fetch(crm.url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields), redirect: 'manual' });

async function open(path: string) {
  const response = await fetch(`${base()}${path}`);
  return { response, screen: within(new JSDOM(await response.text()).window.document.body) };
}

beforeAll(async () => {
  crm = await startCrmCatcher({ now: () => new Date('2026-11-27T10:00:00Z') });
  const common = { orgid: 'org', status: 'New', retURL: 'http://127.0.0.1/contact?ref=contact_thank_you' };
  await post({ ...common, external_id: 'r-1', name: 'Marie Dupont', email: 'marie@example.fr', type: 'Information', requestSubtype: 'Before booking', contact_reason: 'before_booking', description: 'Is breakfast included <b>every</b> day?' });
  await post({ ...common, external_id: 'r-2', name: 'Jan', email: 'jan@example.nl', type: 'Complaint', requestSubtype: 'After stay', contact_reason: 'after_stay', description: 'The room was cold.' });
});
afterAll(() => crm.close());

// The demo's CRM inbox as people read it in a browser (issue 30): docs/contact.md, 'The local CRM'.
describe('the local CRM inbox', () => {
  it('lists the cases received, newest first: date, sender, type, subject and message', async () => {
    const { response, screen } = await open('/');
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    expect(screen.getByText(/The demo's local CRM/)).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['2026-11-27 10:00:00 UTC', 'Jan <jan@example.nl>', 'Complaint', 'After stay', 'The room was cold.'],
      ['2026-11-27 10:00:00 UTC', 'Marie Dupont <marie@example.fr>', 'Information', 'Before booking', 'Is breakfast included <b>every</b> day?'],
    ]);
    expect(screen.getByRole('link', { name: 'Before booking' }).getAttribute('href')).toBe('/case/1');
  });

  it('opens a case: its whole message and every field posted', async () => {
    const { screen } = await open('/case/1');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Before booking');
    expect(within(screen.getByRole('region', { name: 'Message' })).getByText('Is breakfast included <b>every</b> day?')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Every field posted' })).getByText('r-1')).toBeTruthy();
    expect((await open('/case/3')).response.status).toBe(404);
    expect((await open('/case/x')).response.status).toBe(404);
  });

  it('keeps its JSON API and controls', async () => {
    expect(((await (await fetch(`${base()}/cases?email=jan%40example.nl`)).json()) as { external_id: string }[]).map((c) => c.external_id)).toEqual(['r-2']);
    expect(await (await fetch(`${base()}/control/down?email=jan%40example.nl`, { method: 'POST' })).json()).toEqual({ down: false, downFor: ['jan@example.nl'] });
    await expect(post({ external_id: 'r-3', email: 'jan@example.nl' })).rejects.toThrow();
    await fetch(`${base()}/control/up?email=jan%40example.nl`, { method: 'POST' });
    expect(await (await fetch(`${base()}/health`)).json()).toEqual({ ok: true, service: 'escapade-local-crm', down: false });
  });
});
