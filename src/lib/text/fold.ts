/**
 * Search folding, shared by the data (place_name.search_key, slugs) and the queries that match it:
 * lower case, accents removed, ligatures expanded, anything but letters and digits as single spaces.
 * fold('Île-de-France') → 'ile de france'
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
