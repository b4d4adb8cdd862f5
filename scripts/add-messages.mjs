// Add or update messages in all six catalogs at once, keeping them sorted.
// Usage: node scripts/add-messages.mjs new-messages.json
// where the file holds { "namespace.id": { "fr_FR": "...", "es_ES": "...", "fr_BE": "...", "nl_BE": "...", "nl_NL": "...", "it_IT": "..." } }.
// fr_BE and nl_BE may be omitted: they then take fr_FR and nl_NL text.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const { locales } = createRequire(import.meta.url)('../src/lib/i18n-config.js');
const CATALOGS = locales.map((locale) => locale.replace('-', '_'));
const FALLBACK = { fr_BE: 'fr_FR', nl_BE: 'nl_NL' };
const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));

for (const catalog of CATALOGS) {
  const file = `locales/${catalog}.json`;
  const messages = JSON.parse(readFileSync(file, 'utf8'));
  for (const [id, texts] of Object.entries(input)) {
    const text = texts[catalog] ?? texts[FALLBACK[catalog]];
    if (typeof text !== 'string') throw new Error(`${id}: no ${catalog} text`);
    messages[id] = text;
  }
  const sorted = Object.fromEntries(Object.entries(messages).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(file, JSON.stringify(sorted, null, 2) + '\n');
}
console.log(`added ${Object.keys(input).length} messages to ${CATALOGS.length} catalogs`);
