import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/**
 * The pages of the local stand-ins people read in a browser (the mailbox, the CRM inbox): plain server-rendered
 * HTML in English (developer tools, not the site), no script at all, one style sheet allowed by its hash.
 */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1a1a1a}
header{background:#1d2a3a;color:#fff;padding:.75rem 1.5rem}header p{margin:0}header .tool{font-weight:700;font-size:1.125rem}
nav{padding:.5rem 1.5rem;background:#e3e7ec}main{padding:1rem 1.5rem 2rem;max-width:72rem}
a{color:#0b4f94}a:focus-visible,button:focus-visible,input:focus-visible,iframe:focus-visible{outline:3px solid #e07b00;outline-offset:2px}
table{border-collapse:collapse;width:100%;background:#fff}th,td{text-align:left;vertical-align:top;padding:.5rem;border-bottom:1px solid #c9ced6;overflow-wrap:anywhere}
th{background:#eef1f4}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;background:#fff;padding:1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;padding:1rem;border:1px solid #c9ced6}
iframe{width:100%;height:40rem;border:1px solid #6b6b6b;background:#fff;resize:vertical}
form{display:flex;gap:.5rem;align-items:end;flex-wrap:wrap;margin:0 0 1rem}label{display:block;font-weight:600}
input{font:inherit;padding:.4rem;border:1px solid #6b6b6b;border-radius:4px;min-width:18rem}
button{font:inherit;padding:.45rem 1rem;border-radius:4px;border:0;background:#0b4f94;color:#fff;font-weight:700;cursor:pointer}
.empty{background:#fff;padding:1rem}
@media (max-width:40rem){header,nav,main{padding-left:.75rem;padding-right:.75rem}input{min-width:0;width:100%}th,td{padding:.35rem}}`;

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** No script, nothing from elsewhere; frames only from the same stand-in (the mailbox's HTML part), never framed. */
export const PAGE_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; frame-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

/** A whole page: the tool's banner (what it is, that it belongs to the demo), its navigation, then `body` in main. */
export function standInPage({ title, tool, about, nav, body }: { title: string; tool: string; about: string; nav: string; body: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · ${escapeHtml(tool)}</title><style>${STYLE}</style></head>
<body><header><p class="tool">${escapeHtml(tool)}</p><p>${escapeHtml(about)}</p></header>
<nav aria-label="${escapeHtml(tool)}">${nav}</nav>
<main>${body}</main></body></html>`;
}

export function sendPage(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': PAGE_CSP,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  });
  res.end(html);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** An instant as people read it in a list: 2026-11-27 10:04:05 UTC, in a <time> element. */
export function timeHtml(date: Date): string {
  const iso = date.toISOString();
  return `<time datetime="${iso}">${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC</time>`;
}
