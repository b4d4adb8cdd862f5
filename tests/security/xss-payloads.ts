/**
 * The XSS corpus of e2e/xss.spec.ts: classic vectors (OWASP's filter-evasion cheat sheet, PortSwigger's XSS
 * cheat sheet families) in raw, URL-encoded, double-encoded and entity-encoded forms. Every executable part calls
 * `__xss(n)` or `alert(n)` and every element carries `data-xss`, so a run (hook, dialog or CSP violation) and an
 * unescaped reflection (an element in the DOM, markup in the HTML) can both be seen and traced to its payload.
 */

const run = (n: number) => `__xss(${n})`;

/** Vectors for payload number n: markup, attribute and script breakouts, URLs, templates, mutation XSS. */
const VECTORS: ((n: number) => string)[] = [
  (n) => `<script data-xss>${run(n)}</script>`,
  (n) => `<img src=x data-xss onerror=${run(n)}>`,
  (n) => `<img/src=x/data-xss/onerror=${run(n)}>`,
  (n) => `<IMG SRC=x DATA-XSS ONERROR=alert(${n})>`,
  (n) => `<img\tsrc=x\ndata-xss\ronerror=${run(n)}>`,
  (n) => `<svg data-xss onload=${run(n)}>`,
  (n) => `<svg><script data-xss>${run(n)}</script></svg>`,
  (n) => `<svg><animate data-xss onbegin=${run(n)} attributeName=x dur=1s>`,
  (n) => `<iframe data-xss src="javascript:${run(n)}"></iframe>`,
  (n) => `<iframe data-xss srcdoc="<script>${run(n)}</script>"></iframe>`,
  (n) => `<body data-xss onload=${run(n)}>`,
  (n) => `<details data-xss open ontoggle=${run(n)}>`,
  (n) => `<input data-xss autofocus onfocus=${run(n)}>`,
  (n) => `<select data-xss autofocus onfocus=${run(n)}></select>`,
  (n) => `<a data-xss href="javascript:${run(n)}">x</a>`,
  (n) => `"><script data-xss>${run(n)}</script>`,
  (n) => `'><img src=x data-xss onerror=${run(n)}>`,
  (n) => `" autofocus onfocus="${run(n)}" data-xss="`,
  (n) => `' onmouseover='${run(n)}' data-xss='`,
  (n) => `</script><script data-xss>${run(n)}</script>`,
  (n) => `"}</script><script data-xss>${run(n)}</script>`,
  (n) => `</title><script data-xss>${run(n)}</script>`,
  (n) => `</textarea><img src=x data-xss onerror=${run(n)}>`,
  (n) => `</style><img src=x data-xss onerror=${run(n)}>`,
  (n) => `javascript:${run(n)}`,
  (n) => `JaVaScRiPt:alert(${n})`,
  (n) => `java\tscript:${run(n)}`,
  (n) => `data:text/html,<script data-xss>${run(n)}</script>`,
  (n) => `{{constructor.constructor('${run(n)}')()}}`,
  (n) => `\${${run(n)}}`,
  (n) => `<math><mtext><table><mglyph><style><img src=x data-xss onerror=${run(n)}>`,
  (n) => `<noscript><p title="</noscript><img src=x data-xss onerror=${run(n)}>">`,
  (n) => `<!--<img src="--><img src=x data-xss onerror=${run(n)}//">`,
  (n) => `<scr<script>ipt data-xss>${run(n)}</scr</script>ipt>`,
  (n) => `<object data-xss data="javascript:${run(n)}"></object>`,
  (n) => `<embed data-xss src="javascript:${run(n)}">`,
  (n) => `<video><source data-xss onerror=${run(n)}></video>`,
  (n) => `<form data-xss action="javascript:${run(n)}"><button>x</button></form>`,
  (n) => `<meta data-xss http-equiv="refresh" content="0;url=javascript:${run(n)}">`,
  (n) => `<base data-xss href="javascript:${run(n)}//">`,
  (n) => `<style data-xss>@import 'javascript:${run(n)}';</style>`,
  (n) => `<div data-xss style="background:url(javascript:${run(n)})">x</div>`,
];

/** Encodings a payload may arrive in: as typed, URL-encoded (decoded by the hash and query parsers), twice, or as entities. */
const ENCODINGS: ((text: string) => string)[] = [
  (text) => text,
  (text) => encodeURIComponent(text),
  (text) => encodeURIComponent(encodeURIComponent(text)),
  (text) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'),
];

export type XssPayload = { id: number; text: string };

/** Every vector in every encoding: 42 × 4 = 168 payloads, numbered from 1. */
export const XSS_PAYLOADS: XssPayload[] = ENCODINGS.flatMap((encode, e) => VECTORS.map((vector, v) => e * VECTORS.length + v + 1).map((id) => ({ id, text: encode(VECTORS[(id - 1) % VECTORS.length](id)) })));

/** Markup that only exists if a payload was reflected unescaped (an element with data-xss, or a javascript: URL in an attribute). */
export const UNESCAPED_MARKUP =
  /<[a-z][\w-]*(?:[\s/]+[\w:-]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*[\s/]+data-xss|(?:href|src|action|data|formaction)\s*=\s*["']?\s*javascript:(?!throw new Error\('React has blocked)/i;
