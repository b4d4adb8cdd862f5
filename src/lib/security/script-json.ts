/**
 * JSON for a `<script>` element (JSON-LD, data for the page): the characters that could end the element or start
 * markup inside it are written as JSON escapes, so no text from the catalog can close the script.
 * scriptSafeJson({ name: '</script><b>' }) → '{"name":"\u003c/script\u003e\u003cb\u003e"}'.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
