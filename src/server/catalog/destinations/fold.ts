/**
 * The folding place_name.search_key is stored with (src/server/db/seed/text.ts `fold`): lower case, accents
 * removed, anything but letters and digits as single spaces. Kept here so queries fold exactly like the data;
 * a test checks it against every stored key.
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
