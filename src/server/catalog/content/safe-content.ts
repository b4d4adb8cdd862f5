import sanitizeHtml from 'sanitize-html';
import type { RichText } from '@/contracts/announcement-banner';

/**
 * CMS content is untrusted input: this is the one gate between it and the page. Rich text becomes HTML here
 * (text escaped) and then goes through sanitize-html with a short allowlist, so the site may render the result
 * with dangerouslySetInnerHTML; content links with a scheme other than http(s), mailto or tel are dropped.
 */

const SAFE_SCHEMES = ['http', 'https', 'mailto', 'tel'];

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'span'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: SAFE_SCHEMES,
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Whatever these hold is code or form state, never text to show.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
  transformTags: {
    // Only href survives as written; a new tab always comes with noopener, any other target or rel is dropped.
    a: (tagName, { href, target }) => ({
      tagName,
      attribs: { ...(href !== undefined ? { href } : {}), ...(target === '_blank' ? { target, rel: 'noopener noreferrer' } : {}) },
    }),
  },
};

/** HTML from the CMS, reduced to paragraphs, emphasis and safe links: no scripts, event handlers, styles or javascript: URLs. */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS).trim();
}

/** Whether sanitised HTML shows any text at all (a banner of empty paragraphs shows nothing). */
export const hasVisibleText = (html: string): boolean => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') !== '';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * Stored rich text (paragraphs of text runs, runs may be bold, italic or carry a `url`) as sanitised HTML.
 * Run text is text: markup typed into it is shown, not interpreted.
 */
export function richTextToHtml(content: RichText): string {
  const paragraphs = content.map((block) => {
    const runs = block.children.map((run) => {
      let html = escapeHtml(run.text).replace(/\n/g, '<br>');
      if (run.bold) html = `<strong>${html}</strong>`;
      if (run.italic) html = `<em>${html}</em>`;
      const url = typeof run.url === 'string' ? safeContentUrl(run.url) : null;
      if (url) html = `<a href="${escapeHtml(url)}"${run.newTab === true ? ' target="_blank"' : ''}>${html}</a>`;
      return html;
    });
    return `<p>${runs.join('')}</p>`;
  });
  return sanitizeRichHtml(paragraphs.join(''));
}

/**
 * A content link kept as written when it is safe: a site path ('/…'), an http(s), mailto or tel address, or a
 * search state ('theme=26&flow=gifting', '#city=3') the site turns into a results link. Anything with another
 * scheme (javascript:, data:, vbscript:…), a protocol-relative '//host' or control characters gives null.
 */
export function safeContentUrl(url: string): string | null {
  const value = url.trim();
  if (value === '' || /[\u0000-\u001f\u007f]/.test(value) || value.startsWith('//') || value.startsWith('\\')) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  if (scheme && !SAFE_SCHEMES.includes(scheme[1].toLowerCase())) return null;
  return value;
}
