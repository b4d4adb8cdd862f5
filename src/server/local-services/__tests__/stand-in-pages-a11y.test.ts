import { screen } from '@testing-library/react';
import type { ParsedMail } from 'mailparser';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import { crmCasePage, crmInboxPage } from '../crm-inbox-pages';
import { mailboxListPage, mailboxMessagePage } from '../mailbox-pages';
import type { CaughtMail } from '../smtp-catcher';

/** The page's body in this document (its own <head> and style are left out), with its language. */
const show = (html: string) => {
  document.documentElement.lang = 'en';
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)![1];
};

const mail: CaughtMail = { id: 1, receivedAt: '2026-11-27T10:00:00.000Z', from: 'shop@escapade.example', to: ['zoe@example.fr'], subject: 'Votre carte cadeau', raw: '' };
const address = (text: string) => ({ text, html: text, value: [{ address: text, name: '' }] });
const parsed = {
  headers: new Map(),
  headerLines: [{ key: 'subject', line: 'Subject: Votre carte cadeau' }],
  subject: 'Votre carte cadeau',
  from: address('shop@escapade.example'),
  to: address('zoe@example.fr'),
  date: new Date('2026-11-27T10:00:00Z'),
  html: '<p>Code</p>',
  text: 'Code',
  attachments: [{ filename: 'carte.pdf', contentType: 'application/pdf', size: 2048 }],
} as unknown as ParsedMail;

// The stand-ins' pages people read (the mailbox, the CRM inbox): landmarks, headings, labelled fields, no axe violation.
describe('the local stand-ins’ pages', () => {
  it('the mailbox’s list: a banner naming the demo’s mailbox, a labelled search, a table with headers', async () => {
    show(mailboxListPage([{ mail, parsed }]));
    expect(screen.getByRole('banner')).toHaveTextContent("The demo's local mailbox");
    expect(screen.getByRole('search')).toContainElement(screen.getByLabelText('Recipient'));
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Date', 'From', 'To', 'Subject']);
    expect(await axeViolations()).toEqual([]);
  });

  it('a message of the mailbox: a heading per part, the frame titled, the attachment a link', async () => {
    show(mailboxMessagePage({ mail, parsed }));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Headers', 'HTML part', 'Text part', 'Attachments']);
    expect(screen.getByRole('link', { name: 'carte.pdf' })).toHaveAttribute('download');
    expect(await axeViolations()).toEqual([]);
  });

  it('the CRM inbox and one case', async () => {
    const item = { case: { external_id: 'c-1', email: 'marie@example.fr', type: 'Information', requestSubtype: 'Before booking', subject: 'Question', description: 'Is breakfast included?' }, receivedAt: '2026-11-27T10:00:00.000Z', number: 1 };
    show(crmInboxPage([item]));
    expect(screen.getByRole('banner')).toHaveTextContent("The demo's local CRM");
    expect(await axeViolations()).toEqual([]);
    show(crmCasePage(item));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Question');
    expect(await axeViolations()).toEqual([]);
  });
});
