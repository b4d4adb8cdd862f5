import { setNonce } from 'get-nonce';

/**
 * The scroll lock of every modal (react-remove-scroll, under Radix Dialog) adds an empty <style> tag in the browser
 * and fills it through the CSSOM (cssom-style-singleton.ts); a page's nonce CSP only lets the tag in with the
 * request's nonce. The document carries that nonce on its `<meta property="csp-nonce">` (styled-components reads the
 * same one): hand it to get-nonce, which the scroll lock asks for. Browsers hide nonce attributes from getAttribute, so read the `nonce` property.
 */
if (typeof document !== 'undefined') {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (nonce) setNonce(nonce);
}
