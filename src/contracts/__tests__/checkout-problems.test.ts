/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { CHECKOUT_PROBLEMS } from '../checkout';
import frFR from '../../../locales/fr_FR.json';
import esES from '../../../locales/es_ES.json';
import frBE from '../../../locales/fr_BE.json';
import nlBE from '../../../locales/nl_BE.json';
import nlNL from '../../../locales/nl_NL.json';
import itIT from '../../../locales/it_IT.json';

const CATALOGS: Record<string, Record<string, string>> = { fr_FR: frFR, es_ES: esES, fr_BE: frBE, nl_BE: nlBE, nl_NL: nlNL, it_IT: itIT };

describe('the text id each 409 carries', () => {
  it('names a message of all six catalogs', () => {
    const missing = Object.entries(CHECKOUT_PROBLEMS).flatMap(([code, id]) => Object.entries(CATALOGS).flatMap(([name, catalog]) => (id in catalog ? [] : [`${code} ${id} ${name}`])));
    expect(missing).toEqual([]);
  });

  it("gives a changed price its own text, the 'Price update' the page opens, never 'no more availability'", () => {
    expect(CHECKOUT_PROBLEMS.PRICE_CHANGED).not.toBe(CHECKOUT_PROBLEMS.NO_MORE_AVAILABILITY);
    expect(frFR[CHECKOUT_PROBLEMS.PRICE_CHANGED]).toBe('Mise à jour du prix');
  });
});
