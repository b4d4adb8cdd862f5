import type { CrmCase } from '@/server/contact/contact-request';
import { escapeHtml, standInPage, timeHtml } from './stand-in-page';

/** A case the local CRM received: its web-to-case fields, when, and its number in the inbox (1, 2, 3…). */
export type InboxCase = { case: CrmCase; receivedAt: string; number: number };

const TOOL = 'Escapade demo · local CRM';
const ABOUT = "The demo's local CRM: every contact message the site hands to its CRM on this machine arrives here and goes no further.";
const NAV = '<a href="/">All cases</a>';

export const casePath = (number: number) => `/case/${number}`;

/** The web-to-case form has no subject of its own: the request's subtype (the reason the sender chose) stands for it. */
const subjectOf = (c: CrmCase) => c.subject || c.requestSubtype || c.contact_reason || '(no subject)';
const senderOf = (c: CrmCase) => (c.name ? `${c.name} <${c.email ?? ''}>` : (c.email ?? ''));
const typeOf = (c: CrmCase) => c.type ?? '';
const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 139)}…` : text);

/** Every case received, newest first. */
export function crmInboxPage(items: readonly InboxCase[]): string {
  const rows = items
    .slice()
    .reverse()
    .map(
      (item) =>
        `<tr><td>${timeHtml(new Date(item.receivedAt))}</td><td>${escapeHtml(senderOf(item.case))}</td><td>${escapeHtml(typeOf(item.case))}</td><td><a href="${casePath(item.number)}">${escapeHtml(subjectOf(item.case))}</a></td><td>${escapeHtml(excerpt(item.case.description ?? ''))}</td></tr>`,
    )
    .join('\n');
  const body = items.length
    ? `<table><caption>${items.length} case${items.length === 1 ? '' : 's'}, newest first</caption><thead><tr><th scope="col">Date</th><th scope="col">Sender</th><th scope="col">Type</th><th scope="col">Subject</th><th scope="col">Message</th></tr></thead><tbody>
${rows}</tbody></table>`
    : '<p class="empty">No case yet. Every message sent from the contact page appears here.</p>';
  return standInPage({ title: 'Cases', tool: TOOL, about: ABOUT, nav: NAV, body: `<h1>Cases</h1>\n${body}` });
}

/** One case: its message, then every field the site posted. */
export function crmCasePage(item: InboxCase): string {
  const c = item.case;
  const fields = Object.entries(c)
    .filter(([name]) => name !== 'description')
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  const body = [
    `<h1>${escapeHtml(subjectOf(c))}</h1>`,
    `<p>From ${escapeHtml(senderOf(c))}, received ${timeHtml(new Date(item.receivedAt))}.</p>`,
    `<section aria-labelledby="message"><h2 id="message">Message</h2><pre>${escapeHtml(c.description ?? '')}</pre></section>`,
    `<section aria-labelledby="fields"><h2 id="fields">Every field posted</h2><dl>${fields}</dl></section>`,
  ].join('\n');
  return standInPage({ title: `Case ${item.number}`, tool: TOOL, about: ABOUT, nav: NAV, body });
}

export function crmNotFoundPage(): string {
  return standInPage({ title: 'Not found', tool: TOOL, about: ABOUT, nav: NAV, body: '<h1>Not found</h1><p>There is no such case in this inbox (it keeps cases until it stops).</p>' });
}
