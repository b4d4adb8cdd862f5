/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { reachableModules } from '../../../../../scripts/page-messages.mjs';
import { UNDRAWN_LOCATION_FIELDS, UNDRAWN_OFFER_FIELDS, withDrawnFieldsOnly } from '../drawn-fields';

const ROOT = join(__dirname, '../../../../..');
/** Where fields are declared, not read: the contracts' types and schemas (a schema never parses SWR's fallback). */
const CONTRACT = /^src\/contracts\/(offers\.ts|.*\.schema\.ts)$/;
/** A field read or written as a property: `.images`, `images:`, `{ images }`, `'images'`. */
const asProperty = (field: string) => new RegExp(`\\.${field}\\b|\\b${field}\\s*[:?,)}=]|['"]${field}['"]`);

describe('the offer fields the results page leaves out of its HTML', () => {
  it('are named by no module the page’s browser code can load (cards, map, wishlist, analytics, lazy parts)', () => {
    const modules = [...(reachableModules(ROOT, ['pages/_app.tsx', 'pages/[[...slug]].tsx', 'src/site/pages/search/search-page.tsx'], new Set(['src/site/page-components.tsx'])) as Set<string>)];
    expect(modules).toContain('src/features/search/components/offer-card.tsx');
    const readers = [...UNDRAWN_OFFER_FIELDS, ...UNDRAWN_LOCATION_FIELDS].flatMap((field) =>
      modules
        .filter((module) => !CONTRACT.test(module) && asProperty(field).test(readFileSync(join(ROOT, module), 'utf8')))
        .map((module) => `${field} in ${module}`),
    );
    expect(readers).toEqual([]);
  });

  it('drops only them, from every card, and leaves other answers alone', () => {
    const card = { id: 1, label: 'Lyon', images: ['a.jpg'], channelManagerId: 'x', connectivity: 'y', paxCount: 2, dataFlowMode: 'pull', hotel: { id: 2, location: { label: 'Lyon', zipCode: '69000', lat: 1, lng: 2 } } };
    const answer = { exactMatch: [card, card], searchDetails: { totalCount: 2 } };
    expect(withDrawnFieldsOnly(answer)).toEqual({ exactMatch: [0, 1].map(() => ({ id: 1, label: 'Lyon', images: ['a.jpg'], hotel: { id: 2, location: { label: 'Lyon', lat: 1, lng: 2 } } })), searchDetails: { totalCount: 2 } });
    expect(answer.exactMatch[0].images).toEqual(['a.jpg']); // the catalog's answer itself is untouched
    const other = { results: [card] };
    expect(withDrawnFieldsOnly(other)).toBe(other);
  });
});
