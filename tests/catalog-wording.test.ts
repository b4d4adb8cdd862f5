/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { IntlMessageFormat } from 'intl-messageformat';
import frFR from '../locales/fr_FR.json';
import frBE from '../locales/fr_BE.json';
import nlNL from '../locales/nl_NL.json';
import nlBE from '../locales/nl_BE.json';
import itIT from '../locales/it_IT.json';

/** Words the catalogs must say one way (issue 32 §11): what a visitor reads, formatted as the site formats it. */
const say = (catalog: Record<string, string>, locale: string, id: string, values: Record<string, unknown>) =>
  String(new IntlMessageFormat(catalog[id], locale).format(values as never));

describe('catalog wording', () => {
  it.each([
    ['nl_NL', nlNL],
    ['nl_BE', nlBE],
  ] as const)('says "beoordelingen" for reviews everywhere in %s, never "reviews"', (_name, catalog) => {
    expect(Object.entries(catalog).filter(([, text]) => /\breviews?\b/i.test(text))).toEqual([]);
    expect(say(catalog, 'nl-NL', 'product.hotel.reviews', { score: '8,6', count: 14 })).toBe('8,6/10 · 14 beoordelingen');
    expect(say(catalog, 'nl-NL', 'wishlist.item.score', { score: '8,6', count: 1 })).toBe('8,6/10 (1 beoordeling)');
  });

  it("says l'80 % in Italian, not il 80 %", () => {
    expect(say(itIT, 'it-IT', 'checkout.recap.cancellable', { date: '10 dicembre', percent: 80 })).toBe("Cancellazione possibile fino al 10 dicembre: rimborsato l'80 % di ogni notte");
    expect(say(itIT, 'it-IT', 'orders.mail.cancellable', { deadline: '10 dicembre', percent: '80 %' })).toContain("ti rimborsiamo l'80 % di ogni notte");
    expect(Object.values(itIT).filter((text) => /\bil 80\b/.test(text))).toEqual([]);
  });

  it.each([
    ['fr_FR', frFR],
    ['fr_BE', frBE],
  ] as const)("says 'Plus qu'une chambre' for the last room in %s", (_name, catalog) => {
    expect(say(catalog, 'fr-FR', 'offerCard.stress.roomsLeft', { count: 1 })).toBe("Plus qu'une chambre");
    expect(say(catalog, 'fr-FR', 'offerCard.stress.roomsLeft', { count: 3 })).toBe('Plus que 3 chambres');
  });

  it('promises Italy no physical box nor post on the boxes pages (Italy sells digital boxes only)', () => {
    const boxTexts = ['giftBoxes.how.choose', 'giftBoxes.how.receive', 'giftBoxes.seo.listing.description', 'header.gifts.boxes.text'];
    expect(boxTexts.filter((id) => /posta|fisic/i.test((itIT as Record<string, string>)[id]))).toEqual([]);
  });
});
