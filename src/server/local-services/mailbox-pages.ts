import type { AddressObject, ParsedMail } from 'mailparser';
import type { CaughtMail } from './smtp-catcher';
import { escapeHtml, standInPage, timeHtml } from './stand-in-page';

/** A caught message with what mailparser read in it (absent only for a message that could not be parsed). */
export type MailboxEntry = { mail: CaughtMail; parsed?: ParsedMail };

const TOOL = 'Escapade demo · local mailbox';
const ABOUT = "The demo's local mailbox: every e-mail the site sends on this machine is caught here and goes no further.";
const NAV = '<a href="/">All messages</a>';

export const messagePath = (id: number) => `/mail/${id}`;
export const htmlPartPath = (id: number) => `/mail/${id}/html`;
export const attachmentPath = (id: number, index: number) => `/mail/${id}/attachments/${index + 1}`;
export const sourcePath = (id: number) => `/mail/${id}/source`;

const addresses = (value: AddressObject | AddressObject[] | undefined) => (value === undefined ? '' : (Array.isArray(value) ? value : [value]).map((a) => a.text).join(', '));
const subjectOf = (mail: CaughtMail) => mail.subject || '(no subject)';
/** The Date header when the sender wrote one, else when it arrived. */
const dateOf = ({ mail, parsed }: MailboxEntry) => parsed?.date ?? new Date(mail.receivedAt);
const fromOf = ({ mail, parsed }: MailboxEntry) => addresses(parsed?.from) || mail.from;
const toOf = ({ mail, parsed }: MailboxEntry) => addresses(parsed?.to) || mail.to.join(', ');

const size = (bytes: number) => (bytes < 1024 ? `${bytes} bytes` : `${(bytes / 1024).toFixed(1)} kB`);

/** Every message, newest first, with a form keeping one recipient's. */
export function mailboxListPage(entries: readonly MailboxEntry[], { to = '' }: { to?: string } = {}): string {
  const newestFirst = entries.slice().reverse();
  const rows = newestFirst
    .map(
      (entry) =>
        `<tr><td>${timeHtml(dateOf(entry))}</td><td>${escapeHtml(fromOf(entry))}</td><td>${escapeHtml(toOf(entry))}</td><td><a href="${messagePath(entry.mail.id)}">${escapeHtml(subjectOf(entry.mail))}</a></td></tr>`,
    )
    .join('\n');
  const count = `${entries.length} message${entries.length === 1 ? '' : 's'}${to ? ` to ${escapeHtml(to)}` : ''}`;
  const table = entries.length
    ? `<table><caption>${count}, newest first</caption><thead><tr><th scope="col">Date</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>
${rows}</tbody></table>`
    : `<p class="empty">${to ? `No message to ${escapeHtml(to)} yet.` : 'No message yet. Every e-mail the site sends appears here.'}</p>`;
  const filter = `<form method="get" action="/" role="search"><div><label for="to">Recipient</label><input id="to" name="to" type="email" value="${escapeHtml(to)}" autocomplete="off"></div><button type="submit">Show their messages</button>${to ? '<a href="/">Show all</a>' : ''}</form>`;
  return standInPage({ title: 'Messages', tool: TOOL, about: ABOUT, nav: NAV, body: `<h1>Messages</h1>\n${filter}\n${table}` });
}

/** One message: its main headers, every header line, its HTML part in a sandboxed frame, its text part, its attachments. */
export function mailboxMessagePage(entry: MailboxEntry): string {
  const { mail, parsed } = entry;
  const field = (name: string, value: string) => (value ? `<dt>${name}</dt><dd>${value}</dd>` : '');
  const headers = `<dl>${field('Date', timeHtml(dateOf(entry)))}${field('From', escapeHtml(fromOf(entry)))}${field('To', escapeHtml(toOf(entry)))}${field('Cc', escapeHtml(addresses(parsed?.cc)))}${field('Subject', escapeHtml(subjectOf(mail)))}${field('Envelope', `from ${escapeHtml(mail.from || '(none)')} to ${escapeHtml(mail.to.join(', '))}`)}${field('Received', timeHtml(new Date(mail.receivedAt)))}</dl>`;
  const allHeaders = parsed ? `<details><summary>Every header line</summary><pre>${escapeHtml(parsed.headerLines.map((h) => h.line).join('\n'))}</pre></details>` : '';
  const html = parsed?.html
    ? `<p>Shown with no script and nothing loaded from elsewhere. <a href="${htmlPartPath(mail.id)}">Open the HTML part alone</a>.</p><iframe src="${htmlPartPath(mail.id)}" sandbox title="HTML part of the message" referrerpolicy="no-referrer"></iframe>`
    : '<p>This message has no HTML part.</p>';
  const text = parsed?.text ? `<pre>${escapeHtml(parsed.text)}</pre>` : '<p>This message has no text part.</p>';
  const attachments = parsed?.attachments.length
    ? `<ul>${parsed.attachments
        .map((a, i) => `<li><a href="${attachmentPath(mail.id, i)}" download>${escapeHtml(a.filename ?? `attachment-${i + 1}`)}</a> (${escapeHtml(a.contentType)}, ${size(a.size)})</li>`)
        .join('')}</ul>`
    : '<p>This message has no attachment.</p>';
  const section = (id: string, heading: string, content: string) => `<section aria-labelledby="${id}"><h2 id="${id}">${heading}</h2>${content}</section>`;
  const body = [
    `<h1>${escapeHtml(subjectOf(mail))}</h1>`,
    section('headers', 'Headers', headers + allHeaders),
    section('html-part', 'HTML part', html),
    section('text-part', 'Text part', text),
    section('attachments', 'Attachments', attachments),
    `<p><a href="${sourcePath(mail.id)}">The message's source</a> (as it arrived)</p>`,
  ].join('\n');
  return standInPage({ title: subjectOf(mail), tool: TOOL, about: ABOUT, nav: NAV, body });
}

export function mailboxNotFoundPage(): string {
  return standInPage({ title: 'Not found', tool: TOOL, about: ABOUT, nav: NAV, body: '<h1>Not found</h1><p>There is no such message in this mailbox (it keeps messages until it stops).</p>' });
}
